import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { changeTags as tag, tagList } from '../feed/change-tags';
import { commitChange } from '../feed/commit-change';
import { users } from '../db/schema';
import { addToPlatformTotals } from '../ledger/platform-totals';
import { hashPassword } from './password';
import { normalizeEmail } from './public-user';

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or updates its password and role. */
export async function ensureAdmin(deps: Deps, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  const email = normalizeEmail(admin.email);
  // user:<id>: a changed role must reach the cached session row and reads of that person at once.
  await commitChange(deps, async (tx) => {
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email)).for('update');
    const [admin] = await tx
      .insert(users)
      .values({ name: 'Admin', email, passwordHash, role: 'admin' })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: 'admin' } })
      .returning({ id: users.id });
    // A creator or clipper made admin leaves the admin's running counts.
    if (before?.role === 'creator') await addToPlatformTotals(tx, { creatorsCount: -1 });
    if (before?.role === 'user') await addToPlatformTotals(tx, { clippersCount: -1 });
    return admin?.id;
  }, (id) => tagList(id && tag.user(id), tag.platform));
}
