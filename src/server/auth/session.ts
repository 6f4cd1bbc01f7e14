import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps, SessionUser } from '../deps';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { readToken } from './token';

async function sessionUser(deps: Deps, header: string | undefined): Promise<SessionUser | null> {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const userId = await readToken(deps.config, match[1].trim());
  if (!userId) return null;
  // The user and role are re-read on every request, so a removed user or changed role takes effect at once.
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** 401 without a valid session; sets `c.var.user`. With roles, 403 for any other role. */
export function requireSession(deps: Deps, ...roles: SessionUser['role'][]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await sessionUser(deps, c.req.header('Authorization'));
    if (!user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    c.set('user', user);
    await next();
  });
}

/** The signed-in user when there is one (public endpoints that read differently for a session). */
export async function optionalSessionUser(deps: Deps, header: string | undefined): Promise<SessionUser | null> {
  return sessionUser(deps, header);
}
