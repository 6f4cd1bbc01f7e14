import type { Deps } from '../deps';
import { users } from '../db/schema';
import { hashPassword } from './password';
import { normalizeEmail } from './public-user';

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or updates its password and role. */
export async function ensureAdmin(deps: Deps, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  await deps.db
    .insert(users)
    .values({ name: 'Admin', email: normalizeEmail(admin.email), passwordHash, role: 'admin' })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: 'admin' } });
}
