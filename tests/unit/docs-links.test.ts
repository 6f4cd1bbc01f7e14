import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code, tests and docs cite the rules they rely on as `docs/<file>.md#<section>`: each cited file must be in
 * docs/ and each section a heading of it, so a renamed heading or a moved rule breaks this test, not the
 * reader's trail. Nothing may cite a document that is not in the repository.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['src', 'schemas', 'tests', 'docs', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|html|css|sql)$/;
// Spelled out in parts so this file does not cite them itself.
const ABSENT_DOCUMENTS = ['SPEC', 'DESIGN', 'STYLE'].map((name) => `${name}.md`);

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return TEXT_FILE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((entry) => (entry === 'node_modules' ? [] : filesUnder(join(path, entry))));
}

const files = SCANNED.flatMap((path) => filesUnder(join(ROOT, path))).map((path) => ({
  name: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** GitHub's anchor for a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces to '-'. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (outside code fences); a repeated heading gets -1, -2, ... as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every markdown file under docs/ (decision records in docs/decisions/ too), by its path from docs/. */
const docs = new Map(
  filesUnder(join(ROOT, 'docs'))
    .filter((path) => path.endsWith('.md'))
    .map((path) => [relative(join(ROOT, 'docs'), path), anchorsOf(readFileSync(path, 'utf8'))]),
);

type Citation = { from: string; file: string; anchor: string | undefined };

/**
 * Every `docs/<file>.md` or `docs/<file>.md#<anchor>` in any scanned file, and in docs/ also the relative
 * markdown links `(<file>.md#<anchor>)` and `(#<anchor>)`.
 */
function citations(): Citation[] {
  const found: Citation[] = [];
  for (const { name, text } of files) {
    for (const match of text.matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
      found.push({ from: name, file: match[1] ?? '', anchor: match[2] });
    }
    if (!name.startsWith('docs/')) continue;
    for (const match of text.matchAll(/\]\((?:\.\/)?([\w-]+\.md)?(?:#([\w-]+))?\)/g)) {
      if (!match[1] && !match[2]) continue;
      // Relative to the citing file's folder (a decision record links its siblings).
      const folder = dirname(relative('docs', name));
      const file = match[1] ?? basename(name);
      found.push({ from: name, file: folder === '.' ? file : join(folder, file), anchor: match[2] });
    }
  }
  return found;
}

describe('citations of docs/', () => {
  it('follows GitHub heading anchors', () => {
    expect(slugOf('The web app (`src/web/`)')).toBe('the-web-app-srcweb');
    expect(slugOf('Look, money and dates')).toBe('look-money-and-dates');
    expect(slugOf('ClipMandi: trust — measured views')).toBe('clipmandi-trust--measured-views');
    expect([...anchorsOf('# A\n```\n# Not a heading\n```\n## A\n## B_c')]).toEqual(['a', 'a-1', 'b_c']);
  });

  it('names only files in docs/ and headings in them', () => {
    const all = citations();
    // The scan finds the citations (a broken pattern would pass everything).
    expect(all.filter((citation) => citation.anchor !== undefined).length).toBeGreaterThan(100);
    const broken = all
      .filter(({ file, anchor }) => !docs.has(file) || (anchor !== undefined && !docs.get(file)?.has(anchor)))
      .map(({ from, file, anchor }) => `${from}: docs/${file}${anchor === undefined ? '' : `#${anchor}`}`);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('cites no document that is not in the repository', () => {
    const citing = files.flatMap(({ name, text }) =>
      ABSENT_DOCUMENTS.filter((document) => text.includes(document)).map((document) => `${name}: ${document}`),
    );
    expect(citing).toEqual([]);
  });
});
