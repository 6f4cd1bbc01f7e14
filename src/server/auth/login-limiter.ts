import type { Db } from '../db/client';
import { addressGroup } from '../limits/client-address';
import { giveBack, takeAttempt, type SlowdownPolicy } from '../limits/rate-limit-store';
import { tooManyRequestsFor } from '../limits/try-again';

const MINUTE = 60_000;

/**
 * Guessing one account's password, from any number of addresses: 5 free failures, then 1 minute doubled per
 * further failure up to 15 minutes (about 100 guesses a day), remembered for a day after the last failure.
 */
export const ACCOUNT_SLOWDOWN: SlowdownPolicy = {
  free: 5,
  baseMs: MINUTE,
  capMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};

/**
 * One address trying many accounts (one password sprayed across emails). The address may be a proxy or an
 * office shared by many honest people, so it gets 100 free failures and its delay stops at a minute: one
 * attacker behind it slows the others down, never locks them out; the account slowdown still stops the guessing.
 */
export const ADDRESS_SLOWDOWN: SlowdownPolicy = { free: 100, baseMs: 1000, capMs: MINUTE, forgetAfterMs: 60 * MINUTE };

/** The keys a login attempt counts against: the email, and the caller's address (IPv6 by its /64) when known. */
export function loginKeys(email: string, address: string | null) {
  return {
    account: { key: `login:account:${email}`, policy: ACCOUNT_SLOWDOWN },
    address: address === null ? null : { key: `login:address:${addressGroup(address)}`, policy: ADDRESS_SLOWDOWN },
  };
}

/**
 * Runs the password check `check` under the login slowdown, counted in the database so every API process
 * shares the counts. The attempt counts as a failure before the (slow) check, so parallel guesses cannot all
 * slip past; a success then clears the account's count and takes back only its own count on the address
 * (one's own login must not clear an address's guesses at other accounts).
 */
export async function limitLogin<T>(
  db: Db,
  email: string,
  address: string | null,
  check: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const keys = loginKeys(email, address);
  const counted = keys.address ? [keys.account, keys.address] : [keys.account];
  const refused = await takeAttempt(db, counted, now);
  if (refused) throw tooManyRequestsFor(refused.refusedForMs, 'tooManyLogins');
  const result = await check();
  await giveBack(db, keys.address ? [keys.address] : [], [keys.account.key]);
  return result;
}
