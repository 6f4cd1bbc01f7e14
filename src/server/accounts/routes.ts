import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { checkCredentials } from '../auth/credentials';
import { normalizeEmail, toPublicUser } from '../auth/public-user';
import { issueToken } from '../auth/token';
import { clientAddress } from '../limits/client-address';
import { conflict, forbidden, HttpError } from '../refusals';
import { say } from '../http/say';
import { acceptInvitation } from './accept-invitation';
import { ensureAddressFree, sendVerification, verifyEmail } from './email-verification';
import { listNotifications, markRead } from './inbox';

import { limitLinkRequest } from './link-limits';
import { sendEmailsSoon } from '../mail/send-emails';
import { requestPasswordReset, resetPassword } from './password-reset';

/** The emailed links, changing one's email, accepting an invitation, and the notification inbox (docs/accounts.md). */
export function accountLinkRoutes(deps: Deps) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxy);
  return routeTable(deps)
    .serve(routes.forgotPassword, async (c) => {
      const { email } = await readBody(c, routes.forgotPassword);
      await limitLinkRequest(deps.db, 'reset', normalizeEmail(email), address(c));
      await requestPasswordReset(deps, email);
      sendEmailsSoon(deps);
      return send(c, routes.forgotPassword, { message: say(c, 'resetRequested') });
    })
    .serve(routes.resetPassword, async (c) => {
      const body = await readBody(c, routes.resetPassword);
      await limitLinkRequest(deps.db, 'link', null, address(c));
      await resetPassword(deps, body);
      return send(c, routes.resetPassword, { message: say(c, 'passwordReset') });
    })
    .serve(routes.verifyEmail, async (c) => {
      const { token } = await readBody(c, routes.verifyEmail);
      await limitLinkRequest(deps.db, 'link', null, address(c));
      const verified = await commitChange(deps, (tx) => verifyEmail(tx, token));
      return send(c, routes.verifyEmail, { message: say(c, verified) });
    })
    .serve(routes.resendVerification, async (c, { user }) => {
      if (user.emailVerifiedAt !== null) throw conflict('alreadyVerified');
      await limitLinkRequest(deps.db, 'reset', user.email, null);
      await commitChange(deps, (tx) => sendVerification(tx, deps.config, user, user.email));
      sendEmailsSoon(deps);
      return send(c, routes.resendVerification, { message: say(c, 'verificationSent', { email: user.email }) });
    })
    .serve(routes.changeEmail, async (c, { user }) => {
      const body = await readBody(c, routes.changeEmail);
      const newAddress = normalizeEmail(body.email);
      if (newAddress === user.email) throw conflict('sameEmail');
      await limitLinkRequest(deps.db, 'reset', user.email, address(c));
      // The password proves it is the person, not someone at a borrowed session. A wrong one is 403, not 401: the
      // session is fine, and a 401 would sign the person out.
      await checkCredentials(deps, { email: user.email, password: body.password }).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 401 ? forbidden('wrongPassword') : error;
      });
      await commitChange(deps, async (tx) => {
        await ensureAddressFree(tx, newAddress, user.id);
        await sendVerification(tx, deps.config, user, newAddress);
      });
      sendEmailsSoon(deps);
      return send(c, routes.changeEmail, { message: say(c, 'verificationSent', { email: newAddress }) });
    })
    .serve(routes.acceptInvitation, async (c) => {
      const body = await readBody(c, routes.acceptInvitation);
      await limitLinkRequest(deps.db, 'link', null, address(c));
      const admin = await acceptInvitation(deps, body);
      return send(c, routes.acceptInvitation, {
        user: toPublicUser(admin),
        token: await issueToken(deps.config, admin),
      });
    })
    .serve(routes.notifications, async (c, { user }) => {
      const query = readQuery(c, routes.notifications);
      return send(c, routes.notifications, await listNotifications(deps.db, user.id, query));
    })
    .serve(routes.readNotifications, async (c, { user }) => {
      const which = await readBody(c, routes.readNotifications);
      const unreadCount = await commitChange(deps, (tx) => markRead(tx, user.id, which));
      return send(c, routes.readNotifications, { unreadCount });
    }).app;
}
