import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { changeAdminRole, inviteAdmin, listTeam } from './admin-team';
import { listAudit } from './audit-list';
import { sendEmailsSoon } from '../mail/send-emails';
import { reinstateUser, suspendUser } from './suspensions';

/** Suspensions, the audit trail and the admin team (docs/accounts.md). */
export function teamRoutes(deps: Deps) {
  return routeTable(deps)
    .serve(routes.suspendUser, async (c, { user, params: { id } }) => {
      const { reason } = await readBody(c, routes.suspendUser);
      await commitChange(deps, (tx) => suspendUser(tx, user.id, id, reason));
      return send(c, routes.suspendUser, { message: say(c, 'userSuspended') });
    })
    .serve(routes.reinstateUser, async (c, { user, params: { id } }) => {
      await commitChange(deps, (tx) => reinstateUser(tx, user.id, id));
      return send(c, routes.reinstateUser, { message: say(c, 'userReinstated') });
    })
    .serve(routes.adminAudit, async (c) => {
      const query = readQuery(c, routes.adminAudit);
      return send(c, routes.adminAudit, { data: await listAudit(deps.db, query) });
    })
    .serve(routes.adminTeam, async (c) => send(c, routes.adminTeam, await listTeam(deps.db)))
    .serve(routes.inviteAdmin, async (c, { user }) => {
      const body = await readBody(c, routes.inviteAdmin);
      const invitation = await commitChange(deps, (tx) => inviteAdmin(tx, deps.config, user.id, body));
      sendEmailsSoon(deps);
      return send(c, routes.inviteAdmin, {
        message: say(c, 'invitationSent', { email: invitation.email }),
        invitation,
      });
    })
    .serve(routes.changeAdminRole, async (c, { user, params: { id } }) => {
      const { adminRole } = await readBody(c, routes.changeAdminRole);
      await commitChange(deps, (tx) => changeAdminRole(tx, user.id, id, adminRole));
      return send(c, routes.changeAdminRole, { message: say(c, 'roleChanged') });
    }).app;
}
