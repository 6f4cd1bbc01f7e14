import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { accountTokens } from '../db/accounts-schema';
import type { MessageKey } from '../../../messages/keys';
import { badRequest } from '../refusals';

export type LinkPurpose = 'reset' | 'verify' | 'invite';

/** How long each link works (docs/accounts.md#links). */
export const LINK_LIFETIME_MS: Readonly<Record<LinkPurpose, number>> = {
  reset: 30 * 60_000,
  verify: 7 * 24 * 60 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
};

const INVALID_LINK: Readonly<Record<LinkPurpose, MessageKey>> = {
  reset: 'invalidResetLink',
  verify: 'invalidVerifyLink',
  invite: 'invalidInvitation',
};

/** Only the hash is stored: a copy of the database opens no account. */
export const hashOfToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type NewLink = {
  purpose: LinkPurpose;
  userId: string | null;
  email: string;
  adminRole?: 'owner' | 'finance' | 'moderator';
  createdBy?: string;
};

/**
 * A new link's token (32 random bytes, base64url), stored as its hash. The person's earlier unused links of the
 * same purpose stop working, so only the newest email's link opens anything.
 */
export async function issueLink(tx: Tx, link: NewLink, now = new Date()): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  if (link.userId !== null) {
    await tx
      .update(accountTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(accountTokens.userId, link.userId),
          eq(accountTokens.purpose, link.purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      );
  }
  const [row] = await tx
    .insert(accountTokens)
    .values({
      purpose: link.purpose,
      tokenHash: hashOfToken(token),
      userId: link.userId,
      email: link.email,
      adminRole: link.adminRole ?? null,
      createdBy: link.createdBy ?? null,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[link.purpose]),
    })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error('Link insert returned no row');
  return { id: row.id, token };
}

/**
 * Uses a link once: the unexpired, unused row of this purpose whose hash matches, locked and marked used in the
 * caller's transaction (two uses at once: the second waits, then finds it used). 400 otherwise.
 */
export async function useLink(tx: Tx, purpose: LinkPurpose, token: string, now = new Date()) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashOfToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .for('update');
  if (!row) throw badRequest(INVALID_LINK[purpose]);
  await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.id));
  return row;
}
