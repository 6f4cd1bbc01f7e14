import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, CheckingAuthentication } from '../components/checking-authentication';
import { guardRole } from '../lib/role-guard';
import { rootRoute } from './root';

/** Pathless layout of every creator screen: only role 'creator' gets in. */
export const creatorArea = createRoute({
  getParentRoute: () => rootRoute,
  id: 'creator-area',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardRole(context, 'creator'),
  pendingComponent: CheckingAuthentication,
  pendingMs: CHECKING_DELAY_MS,
});
