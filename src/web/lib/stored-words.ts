import type { MessageValues, WebMessageKey } from '@messages/keys';
import type { PlainStoredWords, StoredWords } from '@schemas/common';
import { intlLocale } from '@schemas/locale';
import { currentLocale, i18n, t } from './i18n';

/**
 * A text the server kept (docs/languages.md "Stored texts") in the reader's language: its key and values when the
 * screens know the key, else the English the server kept with it (a row written before keys were).
 */
export function sayStored(said: StoredWords | null | undefined, english: string): string {
  return storedText(said) ?? english;
}

/** The stored text in the reader's language, or null when it was kept without a key the screens know. */
export function storedText(said: StoredWords | null | undefined): string | null {
  if (!said || !isKnown(said.code)) return null;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(said.values)) {
    const text = typeof value === 'object' ? listText(value) : value;
    if (text === null) return null;
    values[name] = text;
  }
  return t(said.code, values);
}

type ListValue = Extract<StoredWords['values'][string], unknown[]>;

/**
 * A list value in the reader's words: names as a list ("#a, #b और @c"), texts each without its own full stop and joined
 * with "; " (src/server/i18n/catalogue.ts says them the same way); null when a text's key is unknown.
 */
function listText(list: ListValue): string | null {
  const names: string[] = [];
  const texts: string[] = [];
  for (const item of list) {
    if (typeof item === 'string') names.push(item);
    else {
      const text = storedText({ code: item.code, values: item.values });
      if (text === null) return null;
      texts.push(text.replace(/[.।]$/, ''));
    }
  }
  return texts.length > 0
    ? texts.join('; ')
    : new Intl.ListFormat(intlLocale[currentLocale()], { type: 'conjunction' }).format(names);
}

/** A text kept as parts (a risk signal's reasons), each said and joined with "; "; else the English kept with them. */
export function sayStoredParts(parts: readonly PlainStoredWords[] | null, english: string): string {
  return (parts && listText([...parts])) ?? english;
}

const isKnown = (code: string): code is WebMessageKey => Object.hasOwn(i18n.messages, code);
