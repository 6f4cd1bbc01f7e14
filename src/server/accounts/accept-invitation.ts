import { users } from '../db/schema';
import type { Deps, SessionUser } from '../deps';
import { commitChange } from '../feed/commit-change';
import { hashPassword } from '../auth/password';
import { sessionUserColumns } from '../auth/session-user-columns';
import { ensureAddressFree } from './email-verification';
import { useLink } from './link-tokens';

/**
 * Makes the invited admin's account from an invitation link (once): the invited address, already proven by the
 * link, with the role the owner chose (docs/accounts.md#admin-team).
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'feed' | 'config'>,
  input: { token: string; name: string; password: string },
): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
  return commitChange(deps, async (tx) => {
    const link = await useLink(tx, 'invite', input.token);
    await ensureAddressFree(tx, link.email, '00000000-0000-0000-0000-000000000000');
    const [admin] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: link.email,
        passwordHash,
        role: 'admin',
        adminRole: link.adminRole ?? 'moderator',
        emailVerifiedAt: new Date(),
      })
      .returning(sessionUserColumns);
    if (!admin) throw new Error('Admin insert returned no row');
    return admin;
  });
}
