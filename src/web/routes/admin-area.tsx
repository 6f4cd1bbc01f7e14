import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, pendingAfterCheck } from '../components/checking-authentication';
import { guardRole } from '../lib/role-guard';
import { rootRoute } from './root';

/** Pathless layout of every admin screen: only role 'admin' gets in. */
export const adminArea = createRoute({
  getParentRoute: () => rootRoute,
  id: 'admin-area',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardRole(context, 'admin'),
  pendingComponent: pendingAfterCheck(),
  pendingMs: CHECKING_DELAY_MS,
});
