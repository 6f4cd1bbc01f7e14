import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { hashPassword } from '../auth/password';
import { normalizeEmail } from '../auth/public-user';
import { enqueueEmail } from '../mail/outbox';
import { linkOf, passwordResetEmail } from './account-emails';
import { issueLink, useLink } from './link-tokens';

/**
 * Emails a reset link when the address has an account, and does nothing otherwise: the caller gets the same 202
 * either way, so the call cannot be used to learn who has an account (docs/accounts.md#password-reset).
 */
export async function requestPasswordReset(deps: Pick<Deps, 'db' | 'feed' | 'config'>, email: string): Promise<void> {
  const address = normalizeEmail(email);
  await commitChange(deps, async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
    if (!person) return;
    const link = await issueLink(tx, { purpose: 'reset', userId: person.id, email: address });
    const url = linkOf(deps.config.accounts.appUrl, '/reset-password', link.token);
    await enqueueEmail(tx, passwordResetEmail(person, url, link.id));
  });
}

/**
 * Sets the new password with a reset link (once): every token of the account retires (token version), so a
 * session left open elsewhere, perhaps by whoever knew the old password, ends. Opening the emailed link also
 * proves the address, so an unverified one becomes verified.
 */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'feed' | 'config'>,
  input: { token: string; password: string },
): Promise<void> {
  // Hashed before the transaction: scrypt is slow, and no row waits on it.
  const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
  await commitChange(deps, async (tx) => {
    const link = await useLink(tx, 'reset', input.token);
    if (!link.userId) return;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, link.userId));
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email), isNull(users.emailVerifiedAt)));
  });
}
