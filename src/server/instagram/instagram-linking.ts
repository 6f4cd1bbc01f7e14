import { eq } from 'drizzle-orm';
import { newState } from '../oauth/link-states';
import type { Db, Tx } from '../db/client';
import { instagramAccounts } from '../db/instagram-schema';
import { conflict, HttpError, unprocessable } from '../refusals';
import { InstagramError, type InstagramClient } from './instagram-client';
import type { TokenBox } from './token-crypto';

export type LinkedInstagram = { username: string; accountType: string; linkedAt: Date; needsReconnect: boolean };

/** A new authorize step for the clipper: its state, kept as a hash, single use, for 10 minutes. */
export async function startLinking(tx: Tx, userId: string, client: InstagramClient, now = new Date()) {
  return { url: client.authorizeUrl(await newState(tx, 'instagram', userId, now)) };
}

/**
 * What Instagram says of the code: the account and its 60-day token. Asked outside any transaction (three calls);
 * a refusal is 422, Instagram not answering 503.
 */
export async function askInstagramForAccount(client: InstagramClient, code: string, now: Date) {
  try {
    const short = await client.exchangeCode(code);
    const long = await client.longLived(short.accessToken, now);
    const account = await client.me(long.accessToken);
    return { account, token: long };
  } catch (error) {
    if (!(error instanceof InstagramError)) throw error;
    if (error.problem === 'unavailable' || error.problem === 'rate_limited')
      throw new HttpError(503, 'instagramUnavailable');
    throw unprocessable('instagramRefused');
  }
}

/** Stores the clipper's account (replacing one they had), refusing a personal one and one another clipper linked. */
export async function saveLinkedAccount(
  tx: Tx,
  userId: string,
  linked: Awaited<ReturnType<typeof askInstagramForAccount>>,
  box: TokenBox,
): Promise<LinkedInstagram> {
  const { account, token } = linked;
  if (account.accountType === 'PERSONAL') throw unprocessable('instagramPersonal');
  const [holder] = await tx
    .select({ userId: instagramAccounts.userId })
    .from(instagramAccounts)
    .where(eq(instagramAccounts.igUserId, account.userId));
  if (holder && holder.userId !== userId) throw conflict('instagramTaken');
  const values = {
    igUserId: account.userId,
    username: account.username,
    accountType: account.accountType,
    sealedToken: box.seal(token.accessToken),
    tokenExpiresAt: token.expiresAt,
    tokenFailedAt: null,
  };
  await tx.delete(instagramAccounts).where(eq(instagramAccounts.userId, userId));
  const [row] = await tx
    .insert(instagramAccounts)
    .values({ userId, ...values })
    .returning({ linkedAt: instagramAccounts.linkedAt });
  return {
    username: account.username,
    accountType: account.accountType,
    linkedAt: row?.linkedAt ?? new Date(),
    needsReconnect: false,
  };
}

/** The clipper's linked account, or null. */
export async function linkedInstagramOf(db: Db | Tx, userId: string): Promise<LinkedInstagram | null> {
  const [row] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, userId));
  return row
    ? {
        username: row.username,
        accountType: row.accountType,
        linkedAt: row.linkedAt,
        needsReconnect: row.tokenFailedAt !== null,
      }
    : null;
}

/** Unlinks it (the token is deleted with the row). */
export async function unlinkInstagram(tx: Tx, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(instagramAccounts)
    .where(eq(instagramAccounts.userId, userId))
    .returning({ userId: instagramAccounts.userId });
  return removed.length > 0;
}
