import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type PasswordCost = { N: number; r: number; p: number };

/**
 * scrypt cost of new hashes: 128 MiB (128 * N * r bytes) per hash. The parameters are stored with each hash,
 * so raising them keeps old hashes verifiable, and a login with an older hash rehashes it (needsRehash).
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Bounds for parameters read back from a stored hash, so a damaged row cannot make us burn memory.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function deriveKey(password: string, salt: Buffer, keyLength: number, cost: PasswordCost) {
  // Node's default maxmem (32 MiB) is below what these costs need (128 * N * r); twice that, plus room.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url) with a fresh random salt. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type StoredHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseStored(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  // The key length is fixed: scrypt's output for a shorter length is a prefix of the longer one, so
  // accepting any length would let a truncated hash still verify.
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches `stored`; false for a wrong password or a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, KEY_BYTES, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than `cost` (or cannot be read): rehash it after a good login. */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.N !== cost.N || parsed.r !== cost.r || parsed.p !== cost.p;
}
