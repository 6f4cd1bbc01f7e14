import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

/**
 * ver: the user's token version when it was issued (users.token_version); a bump retires the token.
 * jti: makes every session's token its own, even two logins in one second (private reads are cached per token).
 */
type TokenPayload = { sub: string; role: string; ver: number; jti: string; iat: number; exp: number };

// Sessions are HS256 JSON Web Tokens (RFC 7519), signed and checked with node:crypto's HMAC: every signed-in
// request checks one, and WebCrypto's asynchronous verify (a key import and a thread-pool job per call) cost
// about a sixth of a small write's time under load (docs/performance.md).
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signatureOf = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest();

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
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${signatureOf(config.jwtSecret, signed).toString('base64url')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The claims of a token whose header is HS256 and whose signature is ours, or null. */
function verifiedClaims(secret: string, token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header = '', payload = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, `${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Signed by us, but only an HS256 header is ours (never "none", never another algorithm).
  const alg: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))?.alg;
  if (alg !== 'HS256') return null;
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
}

/** The user id and token version of a valid, unexpired HS256 token, or null. */
export async function readToken(config: Config, token: string): Promise<{ userId: string; version: number } | null> {
  try {
    const payload = verifiedClaims(config.jwtSecret, token);
    if (!payload) return null;
    const now = Math.floor(Date.now() / 1000);
    // Every token we issue has an expiry: one without is not ours.
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    if (payload.iat !== undefined && (typeof payload.iat !== 'number' || payload.iat > now)) return null;
    // A user id that cannot exist must not reach the database as a query parameter of type uuid.
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    // Tokens issued before versions existed carry none: they are version 0, retired by the first bump.
    const version = payload.ver ?? 0;
    return typeof version === 'number' && Number.isSafeInteger(version) ? { userId: payload.sub, version } : null;
  } catch {
    // A payload or header that is not JSON.
    return null;
  }
}
