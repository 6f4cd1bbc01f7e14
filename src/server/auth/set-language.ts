import { eq } from 'drizzle-orm';
import type { Locale } from '../../../schemas/locale';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';

/**
 * Keeps the person's language on their account (docs/languages.md#choosing-the-language): emails and notifications
 * are written in it. A change of the users row drops the cached session row, so the next call sees it.
 */
export async function setLanguage(deps: Pick<Deps, 'db' | 'feed'>, userId: string, language: Locale): Promise<void> {
  await commitChange(deps, (tx) => tx.update(users).set({ language }).where(eq(users.id, userId)));
}
