import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SessionUser } from '../deps';
import { unauthorized } from '../http/errors';
import { hashPassword, verifyPassword } from './password';
import { normalizeEmail } from './public-user';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

// Verified against when the email is unknown, so the answer takes as long as for a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('timing-equaliser-not-a-real-password'));

/**
 * The user whose email and password match (and who is an admin, with `adminOnly`). Every refusal is the
 * same 401, so the answer never tells whether an email has an account or what role it has.
 */
export async function checkCredentials(
  db: Db,
  input: { email: string; password: string },
  options: { adminOnly?: boolean } = {},
): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(input.email)));
  const passwordMatches = await verifyPassword(input.password, row?.passwordHash ?? (await timingDummy()));
  if (!row || !passwordMatches || (options.adminOnly && row.role !== 'admin')) throw unauthorized(INVALID_LOGIN_MESSAGE);
  return { id: row.id, name: row.name, email: row.email, role: row.role, createdAt: row.createdAt };
}
