import { eq, sql } from 'drizzle-orm';
import { ConfigError } from '../config-error';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { users } from '../db/schema';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { normalizeEmail } from './public-user';

const ROLE_NAMES = { user: 'clipper', creator: 'creator' } as const;

/**
 * Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or sets its password when it changed. Refuses
 * (ConfigError, so start-up stops) an email that belongs to a clipper or creator: promoting it would hand
 * the admin to whoever signed up with that address first, tokens and all.
 */
export async function ensureAdmin(deps: Deps, admin: { email: string; password: string }): Promise<void> {
  const email = normalizeEmail(admin.email);
  const cost = deps.config.passwordCost;
  const [existing] = await deps.db
    .select({ role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  if (existing && existing.role !== 'admin') {
    throw new ConfigError(
      `ADMIN_EMAIL ${email} belongs to an existing ${ROLE_NAMES[existing.role]} account: choose another address for the admin`,
    );
  }
  const passwordChanged = !existing || !(await verifyPassword(admin.password, existing.passwordHash));
  if (!passwordChanged && !needsRehash(existing.passwordHash, cost)) return;
  const passwordHash = await hashPassword(admin.password, cost);
  // A new password retires the admin's tokens (token_version; a mere rehash does not); account:<id> drops the
  // cached session row and user:<id> the private reads, so an old token is refused at once.
  const tokenVersion = passwordChanged ? sql`${users.tokenVersion} + 1` : sql`${users.tokenVersion}`;
  await commitChange(deps, async (tx) => {
    const [row] = await tx
      .insert(users)
      // The first owner (docs/accounts.md#admin-team), whose address the operator vouches for.
      .values({ name: 'Admin', email, passwordHash, role: 'admin', adminRole: 'owner', emailVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash, tokenVersion },
        // Should the address have been taken by a signup since the check above, it stays that person's.
        setWhere: eq(users.role, 'admin'),
      })
      .returning({ id: users.id });
    if (!row)
      throw new ConfigError(
        `ADMIN_EMAIL ${email} belongs to an existing account: choose another address for the admin`,
      );
    return row.id;
  });
}
