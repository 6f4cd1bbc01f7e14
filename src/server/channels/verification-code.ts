import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 8;

/**
 * A fresh channel verification code (VERIFICATION_CODE_PATTERN in src/server/youtube/sandbox-ids.ts): `clipmandi-`
 * and 8 random [a-z0-9], 36^8 ≈ 2.8 × 10^12 of them, so nobody guesses another clipper's; unique in the table.
 */
export function newVerificationCode(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `clipmandi-${random}`;
}
