import { createRoute } from '@tanstack/react-router';
import { CheckingAuthentication } from '../components/checking-authentication';
import { guardRole } from '../lib/role-guard';
import { rootRoute } from './root';

/** Pathless layout of every creator screen: only role 'creator' gets in. */
export const creatorArea = createRoute({
  getParentRoute: () => rootRoute,
  id: 'creator-area',
  beforeLoad: ({ context }) => guardRole(context, 'creator'),
  pendingComponent: CheckingAuthentication,
  pendingMs: 0,
  pendingMinMs: 0,
});
