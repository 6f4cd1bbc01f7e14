import type { Context } from 'hono';
import type { LoginRequest } from '../../../schemas/auth';
import { routes } from '../../../schemas/routes';
import type { Deps, SessionUser } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { callLocale } from '../i18n/request-locale';
import { createUser } from './create-user';
import { sendVerification } from '../accounts/email-verification';
import { sendEmailsSoon } from '../mail/send-emails';
import { checkCredentials } from './credentials';
import { limitAction } from '../limits/action-limits';
import { clientAddress } from '../limits/client-address';
import { limitLogin } from './login-limiter';
import { hashPassword } from './password';
import { normalizeEmail, toPublicUser } from './public-user';
import { signOutEverywhere } from './sign-out-everywhere';
import { say } from '../http/say';
import { setLanguage } from './set-language';
import { issueToken } from './token';

/** Signup, the two logins, the session check, the account's language and signing out everywhere. */
export function authRoutes(deps: Deps) {
  // The login slowdown per account and per address (docs/product.md#limits).
  function logIn(c: Context, input: LoginRequest, options: { adminOnly?: boolean }): Promise<SessionUser> {
    const address = clientAddress(c, deps.config.trustProxy);
    return limitLogin(deps.db, normalizeEmail(input.email), address, () => checkCredentials(deps, input, options));
  }

  async function session(user: SessionUser) {
    return { user: toPublicUser(user), token: await issueToken(deps.config, user) };
  }

  return routeTable(deps)
    .serve(routes.signup, async (c) => {
      const body = await readBody(c, routes.signup);
      await limitAction(deps, 'signup', clientAddress(c, deps.config.trustProxy));
      const passwordHash = await hashPassword(body.password, deps.config.passwordCost);
      // The admin's people list and counts.
      const user = await commitChange(deps, async (tx) => {
        // In the language the person signed up in: the page's, which the app sends with the call.
        const created = await createUser(tx, { ...body, passwordHash, language: callLocale(c) });
        // A link only when it is needed: with verification off nothing waits on it (docs/accounts.md#verified-email).
        if (deps.config.accounts.emailVerification === 'required')
          await sendVerification(tx, deps.config, created, created.email);
        return created;
      });
      if (deps.config.accounts.emailVerification === 'required') sendEmailsSoon(deps);
      return send(c, routes.signup, await session(user));
    })
    .serve(routes.login, async (c) => {
      const user = await logIn(c, await readBody(c, routes.login), {});
      return send(c, routes.login, await session(user));
    })
    .serve(routes.adminLogin, async (c) => {
      const user = await logIn(c, await readBody(c, routes.adminLogin), { adminOnly: true });
      return send(c, routes.adminLogin, await session(user));
    })
    .serve(routes.me, (c, { user }) => send(c, routes.me, { user: toPublicUser(user) }))
    .serve(routes.setLanguage, async (c, { user }) => {
      const { language } = await readBody(c, routes.setLanguage);
      await setLanguage(deps, user.id, language);
      return send(c, routes.setLanguage, { user: toPublicUser({ ...user, language }) });
    })
    .serve(routes.logoutAll, async (c, { user }) => {
      await signOutEverywhere(deps, user.id);
      return send(c, routes.logoutAll, { message: say(c, 'signedOutEverywhere') });
    }).app;
}
