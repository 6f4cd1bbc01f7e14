import type { Db } from '../db/client';
import { ACCOUNT_SLOWDOWN, ADDRESS_SLOWDOWN } from '../auth/login-limiter';
import { addressGroup } from '../limits/client-address';
import { takeAttempt } from '../limits/rate-limit-store';
import { tooManyRequestsFor } from '../limits/try-again';

/**
 * The login slowdown (docs/product.md#limits), applied to asking for a reset link and to using a link: per
 * address asked about (so nobody floods a stranger's inbox) and per caller's address (so nobody sprays guesses
 * of tokens). Every request counts, and none is given back: a success here is an email sent.
 */
export async function limitLinkRequest(db: Db, kind: 'reset' | 'link', subject: string | null, address: string | null) {
  const keys = [
    ...(subject === null ? [] : [{ key: `${kind}:account:${subject}`, policy: ACCOUNT_SLOWDOWN }]),
    ...(address === null ? [] : [{ key: `${kind}:address:${addressGroup(address)}`, policy: ADDRESS_SLOWDOWN }]),
  ];
  if (keys.length === 0) return;
  const refused = await takeAttempt(db, keys, new Date());
  if (refused) throw tooManyRequestsFor(refused.refusedForMs, 'tooManyLinkRequests');
}
