import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashOfToken } from '../accounts/link-tokens';
import type { Db, Tx } from '../db/client';
import { oauthLinkStates } from '../db/oauth-schema';
import type { MessageKey } from '../../../messages/keys';
import { badRequest } from '../refusals';

/** How long a sign-in with a provider may take (docs/trust.md#instagram, #google-sign-in). */
export const STATE_LIFETIME_MS = 10 * 60_000;

export type Provider = (typeof oauthLinkStates.$inferInsert)['provider'];

const INVALID_STATE: Readonly<Record<Provider, MessageKey>> = {
  instagram: 'instagramStateExpired',
  google: 'googleStateExpired',
};

/** A new state for the clipper's sign-in with the provider: kept as a hash, single use, for 10 minutes. */
export async function newState(tx: Tx, provider: Provider, userId: string, now = new Date()): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await tx.insert(oauthLinkStates).values({
    stateHash: hashOfToken(state),
    provider,
    userId,
    expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
  });
  return state;
}

const openState = (provider: Provider, userId: string, state: string, now: Date) =>
  and(
    eq(oauthLinkStates.stateHash, hashOfToken(state)),
    eq(oauthLinkStates.provider, provider),
    eq(oauthLinkStates.userId, userId),
    isNull(oauthLinkStates.usedAt),
    gt(oauthLinkStates.expiresAt, now),
  );

/** 400 unless the state is open for this clipper and provider: asked before any call to the provider. */
export async function checkState(
  db: Db | Tx,
  provider: Provider,
  userId: string,
  state: string,
  now = new Date(),
): Promise<void> {
  const [open] = await db
    .select({ userId: oauthLinkStates.userId })
    .from(oauthLinkStates)
    .where(openState(provider, userId, state, now));
  if (!open) throw badRequest(INVALID_STATE[provider]);
}

/** Takes the state once, only for the clipper and provider it was made for; 400 otherwise. */
export async function takeState(
  tx: Tx,
  provider: Provider,
  userId: string,
  state: string,
  now = new Date(),
): Promise<void> {
  const [taken] = await tx
    .update(oauthLinkStates)
    .set({ usedAt: now })
    .where(openState(provider, userId, state, now))
    .returning({ userId: oauthLinkStates.userId });
  if (!taken) throw badRequest(INVALID_STATE[provider]);
}
