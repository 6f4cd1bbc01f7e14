import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, pendingAfterCheck } from '../components/checking-authentication';
import { guardRole } from '../lib/role-guard';
import { rootRoute } from './root';

/** Pathless layout of every creator screen: only role 'creator' gets in. */
export const creatorArea = createRoute({
  getParentRoute: () => rootRoute,
  id: 'creator-area',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardRole(context, 'creator'),
  pendingComponent: pendingAfterCheck(),
  pendingMs: CHECKING_DELAY_MS,
});
