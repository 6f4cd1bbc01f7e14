import { createMiddleware } from 'hono/factory';
import { requireSession } from '../auth/session';
import type { AppEnv, Deps, SessionUser } from '../deps';
import { forbidden } from '../http/errors';

/**
 * A session of one role, with a 403 message that says who may do this (the toast shows it):
 * 401 without a session, as requireSession gives.
 */
export function requireRole(deps: Deps, role: SessionUser['role'], message: string) {
  const session = requireSession(deps);
  return createMiddleware<AppEnv>(async (c, next) =>
    session(c, async () => {
      if (c.get('user').role !== role) throw forbidden(message);
      await next();
    }),
  );
}

export const CLIPPERS_ONLY = 'Only clippers can do this.';
export const CREATORS_ONLY = 'Only campaign creators can do this.';
