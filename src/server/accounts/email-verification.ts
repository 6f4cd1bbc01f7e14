import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import type { Config } from '../config';
import type { SessionUser } from '../deps';
import { enqueueEmail } from '../mail/outbox';
import type { MessageKey } from '../../../messages/keys';
import { conflict, forbidden, said } from '../refusals';
import { linkOf, verificationEmail } from './account-emails';
import { issueLink, useLink } from './link-tokens';

/** Refuses (403) a money move by someone who has not verified their email, when verification is required. */
export function requireVerifiedEmail(config: Config, user: SessionUser): void {
  if (config.accounts.emailVerification === 'required' && user.emailVerifiedAt === null)
    throw forbidden(said('verifyFirst', { email: user.email }));
}

/** Emails a verification link for `address` (the person's own, or the new one they asked to change to). */
export async function sendVerification(tx: Tx, config: Config, person: { id: string }, address: string) {
  const link = await issueLink(tx, { purpose: 'verify', userId: person.id, email: address });
  const url = linkOf(config.accounts.appUrl, '/verify-email', link.token);
  await enqueueEmail(tx, verificationEmail(person, address, url, link.id));
}

/** Refuses an address another account uses (409), so a verified change can never collide. */
export async function ensureAddressFree(tx: Tx, address: string, ownerId: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), ne(users.id, ownerId)));
  if (taken) throw conflict('emailTaken');
}

/**
 * Uses a verification link: the address it was sent to is verified, and when it is a new address (a change asked
 * for in Settings) it replaces the old one now, not before (docs/accounts.md#verified-email).
 */
export async function verifyEmail(tx: Tx, token: string, now = new Date()): Promise<MessageKey> {
  const link = await useLink(tx, 'verify', token, now);
  if (!link.userId) return 'emailVerified';
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for('update');
  if (!person) return 'emailVerified';
  if (person.email === link.email) {
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, link.userId));
    return 'emailVerified';
  }
  await ensureAddressFree(tx, link.email, link.userId);
  await tx.update(users).set({ email: link.email, emailVerifiedAt: now }).where(eq(users.id, link.userId));
  return 'emailChanged';
}
