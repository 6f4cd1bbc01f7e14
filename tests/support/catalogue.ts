import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/product.md's message catalogue: the texts the server answers and the screens say, word for word. Tests take
 * their expected texts from here rather than from the constants of the code they test, so a change of wording in
 * the code fails until the documented text changes with it.
 */
const catalogue: ReadonlyMap<string, string> = (() => {
  // A path, not a URL: under happy-dom (the web tests) import.meta.url is not a file URL.
  const doc = readFileSync(join(import.meta.dirname, '../../docs/product.md'), 'utf8');
  const section = doc.split('\n### Message catalogue\n')[1]?.split('\n## ')[0];
  if (!section) throw new Error('docs/product.md has no "### Message catalogue" section');
  // Prettier may pad a table's cells; the text is what lies between the pipes.
  const rows = [...section.matchAll(/^\|\s*`(\w+)`\s*\|\s*(.+?)\s*\|$/gm)];
  return new Map(rows.map(([, key, text]) => [key ?? '', text ?? '']));
})();

/** The catalogue's text of `key`, its `{name}` placeholders filled from `values`; throws on a key or value missing. */
export function said(key: string, values: Record<string, string> = {}): string {
  const text = catalogue.get(key);
  if (text === undefined) throw new Error(`docs/product.md's message catalogue has no "${key}"`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The catalogue's "${key}" needs a value for {${name}}`);
    return value;
  });
}

/** Every key of the catalogue (tests/unit/message-catalogue.test.ts checks each is used and none is left out). */
export const catalogueKeys = (): string[] => [...catalogue.keys()];
