import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatMessage } from '../../../messages/format';
import type { MessageKey, MessageValues } from '../../../messages/keys';
import type { StoredWords } from '../../../schemas/common';
import { intlLocale, locales, type Locale } from '../../../schemas/locale';

// The server's words come from the same catalogues as the screens' (docs/languages.md): every file of each language,
// compiled once when the server starts. In the server's lowest layer: every layer may refuse in the caller's language.
const DIR = fileURLToPath(new URL('../../../messages/', import.meta.url));

function readCatalogue(locale: Locale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of readdirSync(join(DIR, locale))
    .filter((name) => name.endsWith('.json'))
    .sort())
    Object.assign(messages, JSON.parse(readFileSync(join(DIR, locale, file), 'utf8')) as Record<string, string>);
  return messages;
}

const english = readCatalogue('en');

const i18ns = Object.fromEntries(
  locales.map((locale) => {
    const i18n = setupI18n();
    const source = locale === 'en' ? english : readCatalogue(locale);
    i18n.load(
      locale,
      Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessageOrThrow(text)])),
    );
    i18n.activate(locale, [intlLocale[locale]]);
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;

/** Whether `text` is a catalogue key (a refusal names one, or says English text not yet in the catalogue). */
export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(english, text);

/** `key`'s message in `locale`, its placeholders filled from `values`. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return formatMessage(i18ns[locale], key, values);
}

/** A text to keep as its key and values (docs/languages.md "Stored texts"): said in each reader's language when read. */
export type Words = { code: MessageKey; values: WordsValues };
/** A plain value, or a list of names (tags), said as a list in the reader's language ("#a, #b and @c"). */
export type PlainValues = Record<string, string | number | string[]>;
/**
 * A value is plain, or a list of texts said the same way, which hold plain values only: set inside another sentence, each
 * loses its own full stop and they are joined with "; ".
 */
export type WordsValues = Record<string, PlainValues[string] | PlainWords[]>;
export type PlainWords = { code: MessageKey; values: PlainValues };

export const words = (code: MessageKey, values: WordsValues = {}): Words => ({ code, values });

/** A sentence set inside another loses its own full stop (English or Hindi). */
export const withoutStop = (text: string) => text.replace(/[.।]$/, '');

const isNames = (value: readonly unknown[]): value is readonly string[] =>
  value.every((item) => typeof item === 'string');

/** "#a", "#a and @b", "#a, #b and @c" in English; "#a, #b और @c" in Hindi. */
export const listIn = (locale: Locale, names: readonly string[]): string =>
  new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(names);

/** The stored text in `locale`, its lists of names and of texts said and joined. */
export function sayWords(locale: Locale, said: Words): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(said.values)) {
    if (!Array.isArray(value)) values[name] = value;
    else if (isNames(value)) values[name] = listIn(locale, value);
    else values[name] = value.map((inner) => withoutStop(sayWords(locale, inner))).join('; ');
  }
  return translate(locale, said.code, values);
}

/** The stored text's English, kept beside its key for programs, files and logs. */
export const inEnglish = (said: Words): string => sayWords('en', said);

/** Stored words read back, as texts a list may hold: null when a key is unknown or a value is a list of texts. */
export function plainWords(stored: StoredWords): PlainWords | null {
  const values: PlainValues = {};
  for (const [name, value] of Object.entries(stored.values)) {
    if (typeof value === 'object' && !isNames(value)) return null;
    values[name] = value;
  }
  return isMessageKey(stored.code) ? { code: stored.code, values } : null;
}
