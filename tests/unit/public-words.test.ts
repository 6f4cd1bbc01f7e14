import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A visitor's screens load only the public screens' words (src/web/lib/catalogue-public-*.ts, docs/languages.md
// "The catalogues"): a key of another file would show as the key itself. This walks each public route's code, the
// modules it imports (lazily too) but other routes, and names the catalogue files whose keys it holds.

const ROOT = resolve(import.meta.dirname, '../..');
const ROUTES = join(ROOT, 'src/web/routes');
const ALIASES: Record<string, string> = { '@web/': 'src/web/', '@schemas/': 'schemas/', '@messages/': 'messages/' };
/** The server's own files: their keys in the route table are refusals the server says, not words of a screen. */
const SERVER_ONLY = new Set(['api', 'email']);

const areaOfKey = new Map<string, string>();
for (const file of readdirSync(join(ROOT, 'messages/en')).filter((name) => name.endsWith('.json')))
  for (const key of Object.keys(JSON.parse(readFileSync(join(ROOT, 'messages/en', file), 'utf8')) as object))
    areaOfKey.set(key, file.replace(/\.json$/, ''));

/** The catalogue files a public route's chunk loads: the globs of catalogue-public-en.ts. */
const PUBLIC = new Set(
  [
    ...readFileSync(join(ROOT, 'src/web/lib/catalogue-public-en.ts'), 'utf8').matchAll(/\/messages\/en\/(\w+)\.json/g),
  ].map(([, area]) => area ?? ''),
);

function resolveImport(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  const base = alias
    ? join(ROOT, ALIASES[alias] ?? '', spec.slice(alias.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  return ['.ts', '.tsx', ''].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Each catalogue file whose keys the route's code holds, with one place that holds one. */
function areasRead(routeFile: string): Map<string, string> {
  const areas = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [routeFile];
  while (stack.length > 0) {
    const file = stack.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, literal] of text.matchAll(/['"`]([\w.]+)['"`]/g)) {
      const area = areaOfKey.get(literal ?? '');
      if (area && !SERVER_ONLY.has(area) && !areas.has(area)) areas.set(area, `${relative(ROOT, file)}: ${literal}`);
    }
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const next = resolveImport(file, spec ?? '');
      // Another route is another screen (the root and the areas are the shell's and the signed-in screens').
      const otherRoute = next?.startsWith(ROUTES) && next !== routeFile && !next.endsWith('-screen.tsx');
      if (next && !otherRoute) stack.push(next);
    }
  }
  return areas;
}

/** The routes a visitor may open: the root's children but the signed-in areas, guarded ones and those loading all. */
const publicRoutes = readdirSync(ROUTES)
  .map((name) => join(ROUTES, name))
  .filter((file) => {
    const text = readFileSync(file, 'utf8');
    return (
      text.includes('getParentRoute: () => rootRoute') &&
      !file.endsWith('-area.tsx') &&
      !text.includes('guarded: true') &&
      !/'all',?\s*\)/.test(text)
    );
  });

describe("a visitor's screens", () => {
  it('are found, and the walk finds the signed-in words a signed-in screen reads (so it can fail)', () => {
    expect(publicRoutes.map((file) => relative(ROUTES, file))).toEqual(
      expect.arrayContaining(['discover.tsx', 'campaign-detail.tsx', 'login.tsx', 'signup.tsx', 'contact.tsx']),
    );
    expect(PUBLIC).toEqual(new Set(['common', 'validation', 'campaigns', 'auth', 'pages']));
    const dashboard = areasRead(join(ROUTES, 'clipper-dashboard-screen.tsx'));
    expect([...dashboard.keys()]).toEqual(expect.arrayContaining(['dashboards', 'clips']));
  });

  it.each(publicRoutes.map((file) => [relative(ROUTES, file), file]))(
    '%s reads only the public screens’ words',
    (_, file) => {
      const outside = [...areasRead(file)].filter(([area]) => area !== 'shell' && !PUBLIC.has(area));
      expect(outside.map(([area, where]) => `${area} (${where})`)).toEqual([]);
    },
  );
});
