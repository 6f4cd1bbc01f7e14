import { sessionUserColumns } from './session-user-columns';
import type { Locale } from '../../../schemas/locale';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import type { SessionUser } from '../deps';
import { conflict } from '../refusals';
import { addToPlatformTotals } from '../ledger/platform-totals';
import { normalizeEmail } from './public-user';

export type NewUser = {
  name: string;
  email: string;
  passwordHash: string;
  role: 'user' | 'creator';
  language?: Locale;
};

/**
 * Creates a clipper or creator account; 409 when the email is taken. No wallet is made here: the ledger
 * opens accounts on first use, so a new user holds nothing.
 */
export async function createUser(tx: Tx, input: NewUser): Promise<SessionUser> {
  const [row] = await tx
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      role: input.role,
      language: input.language ?? 'en',
    })
    // The unique index decides, so two signups racing for one email cannot both win.
    .onConflictDoNothing({ target: users.email })
    .returning(sessionUserColumns);
  if (!row) throw conflict('emailTaken');
  // The admin's creator and clipper counts are running totals.
  await addToPlatformTotals(tx, input.role === 'creator' ? { creatorsCount: 1 } : { clippersCount: 1 });
  return row;
}
