import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, pendingAfterCheck } from '../components/checking-authentication';
import { guardRole } from '../lib/role-guard';
import { rootRoute } from './root';

/** Pathless layout of every clipper screen: only role 'user' gets in. */
export const clipperArea = createRoute({
  getParentRoute: () => rootRoute,
  id: 'clipper-area',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardRole(context, 'user'),
  pendingComponent: pendingAfterCheck(),
  pendingMs: CHECKING_DELAY_MS,
});
