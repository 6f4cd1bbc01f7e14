import { createHmac } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 8;

/**
 * The clipper's channel verification code (VERIFICATION_CODE_PATTERN in schemas/youtube-sandbox-ids.ts):
 * `clipmandi-` and 8 characters [a-z0-9] derived from the user id with the server's secret, so reading it writes
 * nothing and nobody can work out another clipper's (36^8 ≈ 2.8 × 10^12 codes). Linking stores it with the
 * channel; a clipper who has not linked yet gets a new code if JWT_SECRET changes (docs/trust.md#channel-ownership).
 */
export function verificationCodeFor(secret: string, userId: string): string {
  const digest = createHmac('sha256', secret).update(`channel-verification:${userId}`).digest();
  let value = digest.readBigUInt64BE(0);
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) {
    random += ALPHABET[Number(value % BigInt(ALPHABET.length))];
    value /= BigInt(ALPHABET.length);
  }
  return `clipmandi-${random}`;
}
