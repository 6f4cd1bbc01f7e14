import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Config } from '../config';

/**
 * ver: the user's token version when it was issued (users.token_version); a bump retires the token.
 * jti: makes every session's token its own, even two logins in one second (private reads are cached per token).
 */
type TokenPayload = { sub: string; role: string; ver: number; jti: string; iat: number; exp: number };

/** A user never bumped is at version 0 (the column's default). */
export async function issueToken(
  config: Config,
  user: { id: string; role: string; tokenVersion?: number },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenPayload = {
    sub: user.id,
    role: user.role,
    ver: user.tokenVersion ?? 0,
    jti: randomUUID(),
    iat: now,
    exp: now + config.jwtExpiresInSeconds,
  };
  return sign(payload, config.jwtSecret, 'HS256');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user id and token version of a valid, unexpired HS256 token, or null. */
export async function readToken(config: Config, token: string): Promise<{ userId: string; version: number } | null> {
  try {
    const payload = await verify(token, config.jwtSecret, 'HS256');
    // verify() checks exp only when present; every token we issue has one, so one without is not ours.
    if (typeof payload.exp !== 'number') return null;
    // A user id that cannot exist must not reach the database as a query parameter of type uuid.
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    // Tokens issued before versions existed carry none: they are version 0, retired by the first bump.
    const version = payload.ver ?? 0;
    return Number.isSafeInteger(version) ? { userId: payload.sub, version: Number(version) } : null;
  } catch {
    return null;
  }
}
