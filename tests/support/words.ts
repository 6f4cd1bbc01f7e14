import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A message as a reader of `language` sees it, read from the catalogue files (messages/<language>/*.json,
 * docs/languages.md) with its placeholders filled: what a test of a Hindi screen expects. English tests take their
 * texts from docs/product.md (catalogue.ts); this is for the words docs/product.md does not list, and for Hindi.
 */
export type Language = 'en' | 'hi';

const DIR = join(import.meta.dirname, '../../messages');
const INTL = { en: 'en-IN', hi: 'hi-IN' } as const;

const i18ns = new Map<Language, ReturnType<typeof setupI18n>>();
function i18nOf(language: Language) {
  let i18n = i18ns.get(language);
  if (!i18n) {
    const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
    for (const file of readdirSync(join(DIR, language)).filter((name) => name.endsWith('.json'))) {
      const source = JSON.parse(readFileSync(join(DIR, language, file), 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(source)) messages[key] = compileMessageOrThrow(text);
    }
    i18n = setupI18n({ locale: language, locales: [INTL[language]], messages: { [language]: messages } });
    i18ns.set(language, i18n);
  }
  return i18n;
}

/** `key`'s message in `language`; throws on a key the catalogue lacks. */
export function words(language: Language, key: string, values?: Record<string, string | number>): string {
  const i18n = i18nOf(language);
  if (!(key in i18n.messages)) throw new Error(`messages/${language} has no "${key}"`);
  return i18n._(key, values);
}

/**
 * What a Hindi reader sees where an English one sees `english` (a whole message, no placeholders): found by its
 * English in the catalogue. Throws when no message says it, or when two say it and Hindi words them differently.
 */
export function hindiFor(english: string): string {
  const en = i18nOf('en');
  const hindi = new Set<string>();
  for (const key of Object.keys(en.messages)) if (en._(key) === english) hindi.add(words('hi', key));
  if (hindi.size === 0) throw new Error(`No English message says "${english}"`);
  if (hindi.size > 1)
    throw new Error(`"${english}" is said in Hindi as ${[...hindi].map((h) => `"${h}"`).join(' or ')}`);
  return [...hindi][0] ?? '';
}
