import { Hono, type Context } from 'hono';
import type { LoginRequest } from '../../../schemas/auth';
import { routes } from '../../../schemas/routes';
import type { AppEnv, Deps, SessionUser } from '../deps';
import { readBody, send } from '../http/contract';
import { createUser } from './create-user';
import { checkCredentials } from './credentials';
import { clientIp, createLoginLimiter, loginKey } from './login-limiter';
import { hashPassword } from './password';
import { normalizeEmail, toPublicUser } from './public-user';
import { requireSession } from './session';
import { issueToken } from './token';

/** Signup, the two logins and the session check. */
export function authRoutes(deps: Deps) {
  const limiter = createLoginLimiter();

  async function logIn(c: Context, input: LoginRequest, options: { adminOnly?: boolean }): Promise<SessionUser> {
    const key = loginKey(normalizeEmail(input.email), clientIp(c));
    limiter.check(key);
    // Counted before the (slow) password check, so parallel guesses cannot all slip past the limit.
    limiter.recordFailure(key);
    const user = await checkCredentials(deps.db, input, options);
    limiter.reset(key);
    return user;
  }

  async function session(user: SessionUser) {
    return { user: toPublicUser(user), token: await issueToken(deps.config, user) };
  }

  return new Hono<AppEnv>()
    .post(routes.signup.path, async (c) => {
      const body = await readBody(c, routes.signup);
      const passwordHash = await hashPassword(body.password);
      const user = await deps.db.transaction((tx) => createUser(tx, { ...body, passwordHash }));
      return send(c, routes.signup, await session(user), 201);
    })
    .post(routes.login.path, async (c) => {
      const user = await logIn(c, await readBody(c, routes.login), {});
      return send(c, routes.login, await session(user));
    })
    .post(routes.adminLogin.path, async (c) => {
      const user = await logIn(c, await readBody(c, routes.adminLogin), { adminOnly: true });
      return send(c, routes.adminLogin, await session(user));
    })
    .get(routes.me.path, requireSession(deps), (c) => send(c, routes.me, { user: toPublicUser(c.get('user')) }));
}
