import type { WebMessageKey } from '@messages/keys';
import type { StoredWords } from '@schemas/common';
import { i18n, t } from './i18n';

/**
 * A text the server kept (docs/languages.md "Stored texts") in the reader's language: its key and values when the
 * screens know the key, else the English the server kept with it (a row written before keys were).
 */
export function sayStored(said: StoredWords | null | undefined, english: string): string {
  return said && isKnown(said.code) ? t(said.code, said.values) : english;
}

const isKnown = (code: string): code is WebMessageKey => Object.hasOwn(i18n.messages, code);
