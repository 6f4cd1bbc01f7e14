import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';

/**
 * Retires every token of the user by bumping users.token_version. account:<id> drops the cached session row and user:<id>
 * the private reads cached per token, in this process and (PostgreSQL) the others, before the answer.
 */
export async function signOutEverywhere(deps: Pick<Deps, 'db' | 'feed'>, userId: string): Promise<void> {
  await commitChange(deps, (tx) =>
    tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId)),
  );
}
