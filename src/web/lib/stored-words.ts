import type { MessageValues, WebMessageKey } from '@messages/keys';
import type { StoredWords } from '@schemas/common';
import { i18n, t } from './i18n';

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
    if (!Array.isArray(value)) {
      values[name] = value;
      continue;
    }
    const texts: string[] = [];
    for (const inner of value) {
      if (!isKnown(inner.code)) return null;
      // Set inside another sentence, each loses its own full stop (src/server/i18n/catalogue.ts says them the same way).
      texts.push(t(inner.code, inner.values).replace(/[.।]$/, ''));
    }
    values[name] = texts.join('; ');
  }
  return t(said.code, values);
}

const isKnown = (code: string): code is WebMessageKey => Object.hasOwn(i18n.messages, code);
