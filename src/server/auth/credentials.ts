import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Deps, SessionUser } from '../deps';
import { commitChange } from '../feed/commit-change';
import { forbidden, said, unauthorized } from '../refusals';
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from './password';
import { normalizeEmail } from './public-user';

// Verified against when the email is unknown, so the answer takes as long as for a wrong password.
const dummyHashes = new Map<string, Promise<string>>();
function timingDummy(cost: PasswordCost): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('timing-equaliser-not-a-real-password', cost);
    dummyHashes.set(key, dummy);
  }
  return dummy;
}

/**
 * The user whose email and password match (and who is an admin, with `adminOnly`). Every refusal is the
 * same 401, so the answer never tells whether an email has an account or what role it has. A match whose
 * hash has older parameters is rehashed with the configured cost, which only a login can do (it alone
 * knows the password).
 */
export async function checkCredentials(
  deps: Pick<Deps, 'db' | 'feed' | 'config'>,
  input: { email: string; password: string },
  options: { adminOnly?: boolean } = {},
): Promise<SessionUser> {
  const cost = deps.config.passwordCost;
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)));
  const passwordMatches = await verifyPassword(input.password, row?.passwordHash ?? (await timingDummy(cost)));
  if (!row || !passwordMatches || (options.adminOnly && row.role !== 'admin')) throw unauthorized('invalidLogin');
  // Only the right password learns of a suspension, and why (docs/accounts.md#suspensions).
  if (row.suspendedAt) throw forbidden(said('accountSuspended', { reason: row.suspensionReason ?? '' }));
  if (needsRehash(row.passwordHash, cost)) {
    const passwordHash = await hashPassword(input.password, cost);
    // Only over the hash this login verified: a password set meanwhile is not overwritten with the old one.
    await commitChange(deps, (tx) =>
      tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash))),
    );
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    tokenVersion: row.tokenVersion,
    emailVerifiedAt: row.emailVerifiedAt,
    adminRole: row.adminRole,
    language: row.language,
  };
}
