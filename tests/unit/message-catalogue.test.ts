import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, said } from '../support/catalogue';

/**
 * Tests take the texts they expect from docs/product.md's message catalogue (tests/support/catalogue.ts), never
 * from the constant under test: a test that imports the sentence it checks passes whatever the sentence says.
 */
const root = join(import.meta.dirname, '../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file));
}

const testFiles = filesUnder('tests', /\.tsx?$/);
const codeFiles = [...filesUnder('src', /\.tsx?$/), ...filesUnder('schemas', /\.ts$/)];
const code = codeFiles.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
/** The English message catalogue (messages/en), every file: where the code's words now live (docs/languages.md). */
const english: Record<string, string> = Object.assign(
  {},
  ...filesUnder('messages/en', /\.json$/).map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as object),
);
const codeAndCatalogue = `${code}\n${Object.values(english).join('\n')}`;
/** An ICU message as docs/product.md writes it: `{views, number}` is `{views}`. */
const asDocumented = (message: string) => message.replace(/\{(\w+), (?:number|date)\}/g, '{$1}');

/** The module file an import names (relative, @web/ or @schemas/), when it is the app's code. */
function appModule(fromFile: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith('@web/')) path = join('src/web', specifier.slice('@web/'.length));
  else if (specifier.startsWith('@schemas/')) path = join('schemas', specifier.slice('@schemas/'.length));
  else if (specifier.startsWith('.')) path = relative(root, join(root, dirname(fromFile), specifier));
  else return undefined;
  if (!/^(src|schemas)\//.test(path)) return undefined;
  return ['.ts', '.tsx', ''].map((ext) => path + ext).find((file) => existsSync(join(root, file)));
}

/** Names `source` exports as a sentence: a string with a space, or an arrow function returning a template of one. */
function sentenceExports(source: string): Set<string> {
  const names = new Set<string>();
  // A string constant: its literal (quotes of any kind), the text inside `${...}` left out.
  for (const [, name, , literal] of source.matchAll(
    /export const (\w+)(?:: [\w.]+)? =\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g,
  ))
    if (literal?.replace(/\$\{[^}]*\}/g, '').includes(' ')) names.add(name ?? '');
  for (const [, name, literal] of source.matchAll(/export const (\w+) = \([^)]*\) =>\s*`([^`]*)`/g))
    if (literal?.includes(' ')) names.add(name ?? '');
  return names;
}

/** Every `import { ... } from '...'` of a test file that brings in a sentence of the app's code. */
function importedSentences(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const [, list, specifier] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const module = appModule(file, specifier ?? '');
    if (!module) continue;
    const sentences = sentenceExports(readFileSync(join(root, module), 'utf8'));
    for (const name of (list ?? '').split(',').map((part) => part.trim().replace(/^type /, '')))
      if (sentences.has(name)) found.push(`${file}: ${name} from ${module}`);
  }
  return found;
}

describe('expected texts in tests', () => {
  it('come from the catalogue: no test imports a sentence from the code it tests', () => {
    expect(testFiles.flatMap(importedSentences)).toEqual([]);
  });

  it('finds a planted import of a sentence (the check above can fail)', () => {
    // A module as the code wrote sentences before the catalogue: a constant, a template function, and code.
    const planted = sentenceExports(
      "export const VIDEO_ALREADY_PAID = 'This video has already been paid on another clip.';\n" +
        'export const belowMinimumMessage = (views: number, minimum: number) =>\n' +
        '  `This clip has ${views} views, below the minimum of ${minimum}.`;\n' +
        'export const payClip = (id: string) => id;\n',
    );
    expect(planted).toContain('VIDEO_ALREADY_PAID');
    expect(planted).toContain('belowMinimumMessage');
    expect(planted).not.toContain('payClip');
  });

  it('are each used by a test, and each said by the code word for word', () => {
    const tests = testFiles.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
    for (const key of catalogueKeys()) {
      expect(tests, key).toContain(`said('${key}'`);
      // A key of the English catalogue says exactly the documented text; any other row's fixed parts between
      // placeholders are each in the code as written.
      const message = english[key];
      if (message !== undefined) {
        expect(asDocumented(message), key).toBe(said(key, new Proxy({}, { get: (_, name) => `{${String(name)}}` })));
        continue;
      }
      const template = said(key, new Proxy({}, { get: (_, name) => `{${String(name)}}` }));
      for (const part of template.split(/\{\w+\}/).filter((piece) => piece.trim().length > 3))
        expect(codeAndCatalogue.includes(part), `${key}: "${part}"`).toBe(true);
    }
  });
});
