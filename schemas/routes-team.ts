import * as accounts from './accounts';
import { messageResponse } from './common';
import { route, ADMIN, MODERATION, OWNER, userId } from './route-kit';

/** The admin team, suspensions and the audit trail (docs/accounts.md; the whole table: schemas/routes.ts). */
export const teamRoutes = {
  /** Suspends a person with the reason they are shown: their sessions end (docs/accounts.md#suspensions). */
  suspendUser: route({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    access: MODERATION,
    params: userId,
    request: accounts.suspendRequest,
    response: messageResponse,
  }),
  reinstateUser: route({
    method: 'POST',
    path: '/api/admin/users/:id/reinstate',
    access: MODERATION,
    params: userId,
    response: messageResponse,
  }),
  /** Every admin action, newest first, filtered by actor, action and object (docs/accounts.md#audit). */
  adminAudit: route({
    method: 'GET',
    path: '/api/admin/audit',
    access: ADMIN,
    query: accounts.auditQuery,
    response: accounts.auditResponse,
  }),
  /** The admins and the invitations not yet accepted. */
  adminTeam: route({ method: 'GET', path: '/api/admin/team', access: OWNER, response: accounts.teamResponse }),
  /** Emails an invitation link valid 7 days; accepting it makes an admin of the role. */
  inviteAdmin: route({
    method: 'POST',
    path: '/api/admin/team/invitations',
    access: OWNER,
    request: accounts.inviteAdminRequest,
    response: accounts.inviteAdminResponse,
    success: 201,
  }),
  /** Gives an admin another role, from their next request on; the last owner keeps theirs. */
  changeAdminRole: route({
    method: 'PATCH',
    path: '/api/admin/team/:id',
    access: OWNER,
    params: userId,
    request: accounts.changeAdminRoleRequest,
    response: messageResponse,
  }),
} as const;
