import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
import { locales, type Locale } from '../../../schemas/locale';
import type { Email, EmailText } from './outbox';

/**
 * The text of `texts` in the language of the person `userId` (users.language, docs/languages.md), chosen by the
 * database in the write itself: an email or a notification is written in its reader's language without a read before
 * it, so the event's writes still go together (db/write-together.ts). English without a person, or for one not found.
 */
export function inLanguageOf(userId: string | null, texts: Readonly<Record<Locale, string>>): SQL | string {
  if (userId === null || locales.every((locale) => texts[locale] === texts.en)) return texts.en;
  const cases = locales
    .filter((locale) => locale !== 'en')
    .map((locale) => sql`when ${locale} then ${texts[locale]}::text`);
  const language = sql`(select ${users.language} from ${users} where ${users.id} = ${userId})`;
  return sql`case ${language} ${sql.join(cases, sql` `)} else ${texts.en}::text end`;
}

/** One field of `email` in its reader's language: the recipient's, or without one the person it names (languageOf). */
export function inReaderLanguage(email: Email, field: (text: EmailText) => string): SQL | string {
  const reader = email.recipientId ?? email.languageOf ?? null;
  return inLanguageOf(reader, { en: field(email.write('en')), hi: field(email.write('hi')) });
}
