import { sign, verify } from 'hono/jwt';
import type { Config } from '../config';

type TokenPayload = { sub: string; role: string; iat: number; exp: number };

export async function issueToken(config: Config, user: { id: string; role: string }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenPayload = { sub: user.id, role: user.role, iat: now, exp: now + config.jwtExpiresInSeconds };
  return sign(payload, config.jwtSecret, 'HS256');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user id of a valid, unexpired HS256 token, or null. */
export async function readToken(config: Config, token: string): Promise<string | null> {
  try {
    const payload = await verify(token, config.jwtSecret, 'HS256');
    // verify() checks exp only when present; every token we issue has one, so one without is not ours.
    if (typeof payload.exp !== 'number') return null;
    // A user id that cannot exist must not reach the database as a query parameter of type uuid.
    return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
