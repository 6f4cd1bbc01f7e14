import type { I18n } from '@lingui/core';
import type { MessageValues } from './keys';

const MASK = /\uE000(\d+)\uE001/g;

/**
 * `key`'s message with its placeholders filled, the values kept exactly as given. Lingui decodes `\uXXXX` and `\xXX`
 * sequences anywhere in a formatted message, values included: a name or a reason someone typed with a backslash in it
 * would come out changed. A text value with a backslash goes in as a marker (private-use characters) and is put back
 * after; other values (numbers for plurals, words for selects) go in as they are.
 */
export function formatMessage(i18n: I18n, key: string, values?: MessageValues): string {
  if (!values) return i18n._(key);
  const kept: string[] = [];
  const safe: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.includes('\\')) {
      safe[name] = `\uE000${kept.length}\uE001`;
      kept.push(value);
    } else safe[name] = value;
  }
  const said = i18n._(key, safe);
  return kept.length === 0 ? said : said.replace(MASK, (_, at: string) => kept[Number(at)] ?? '');
}
