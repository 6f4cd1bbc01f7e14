import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Reads the production build: `npm test` runs `vite build` first (alone: `node_modules/.bin/vite build`).
const DIST = resolve(import.meta.dirname, '../..', process.env.E2E_STATIC_DIR ?? 'dist');
const KIB = 1024;
/** What the landing page (/) may load before it paints, gzip. */
const BUDGET = { js: 110 * KIB, css: 15 * KIB };

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the app first (vite build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically, with their stylesheets: what loads and runs before it does. */
function closureOf(manifest: Manifest, key: string) {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { chunks, js: chunks.map((c) => c.file), css: [...new Set(chunks.flatMap((c) => c.css ?? []))] };
}

/** The two entries: the app's (index.html's) and the boot script of the pages the server draws (src/web/boot.ts). */
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/web/boot.ts';

/** The app's entry chunk and its static imports: what runs before the app's first render. */
function entryClosure(manifest: Manifest) {
  const entries = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .sort();
  if (entries.join() !== [APP_ENTRY, BOOT_ENTRY].sort().join())
    throw new Error(`expected the entries ${APP_ENTRY} and ${BOOT_ENTRY}, found ${entries.join(', ')}`);
  return closureOf(manifest, APP_ENTRY);
}

/** The files dist/index.html makes the browser fetch: its module script, modulepreloads and stylesheets. */
function htmlAssets() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const urls = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
  return {
    js: urls(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g),
    css: urls(/<link rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

const gzipBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

describe('what the landing page (/) loads to start the app', () => {
  const manifest = readManifest();
  const closure = entryClosure(manifest);

  it('is exactly what index.html asks for (the landing page is in the entry, no lazy chunk)', () => {
    const html = htmlAssets();
    expect(new Set(html.js)).toEqual(new Set(closure.js));
    expect(new Set(html.css)).toEqual(new Set(closure.css));
  });

  it(`stays within ${kib(BUDGET.js)} of JavaScript and ${kib(BUDGET.css)} of CSS, gzip`, () => {
    const js = gzipBytes(closure.js);
    const css = gzipBytes(closure.css);
    expect(js, `/ loads ${kib(js)} of JavaScript (${closure.js.join(', ')})`).toBeLessThanOrEqual(BUDGET.js);
    expect(css, `/ loads ${kib(css)} of CSS (${closure.css.join(', ')})`).toBeLessThanOrEqual(BUDGET.css);
  });

  it('carries neither the API client with the response schemas and zod, nor React Query, nor react-hook-form', () => {
    // The chunk names come from the code-splitting groups in vite.config.ts; they must exist for this to mean anything.
    const names = new Set(Object.values(manifest).map((chunk) => chunk.name));
    for (const name of ['api', 'query', 'forms']) expect(names.has(name), `a '${name}' chunk in the build`).toBe(true);
    expect(
      closure.chunks
        .map((chunk) => chunk.name)
        .filter((name) => names.has(name) && ['api', 'query', 'forms'].includes(name ?? '')),
    ).toEqual([]);
  });
});

describe('what the sign-in page (/login) loads before it can be used', () => {
  const manifest = readManifest();
  const ROUTE_TABLE = 'schemas/routes.ts';
  const login = closureOf(manifest, 'src/web/features/auth/components/login-page.tsx');

  it("leaves out the route table with every call's schemas: the API client loads it with the first call", () => {
    expect(manifest[ROUTE_TABLE], 'the route table is a chunk of its own').toBeDefined();
    const tableFile = manifest[ROUTE_TABLE]!.file;
    expect(login.js).not.toContain(tableFile);
    const client = Object.values(manifest).find((chunk) => chunk.name === 'api');
    expect(client?.dynamicImports ?? []).toContain(ROUTE_TABLE);
  });

  it('leaves out the campaign screens (the chunk must not carry what other screens share)', () => {
    expect(login.chunks.map((chunk) => chunk.name)).not.toContain('campaigns');
    expect(login.js.length).toBeGreaterThan(1);
  });
});

// A server-drawn page runs only the boot script until the visitor first touches it (src/web/boot.ts): that script
// must stay small and load the app only when asked to.
describe('what a server-drawn page runs before it is touched', () => {
  const manifest = readManifest();
  const boot = manifest[BOOT_ENTRY];

  it('is the boot script alone: it imports nothing (the app it loads is named by the page)', () => {
    expect(boot).toBeDefined();
    expect(boot?.imports ?? []).toEqual([]);
    expect(boot?.dynamicImports ?? []).toEqual([]);
    expect(boot?.css ?? []).toEqual([]);
  });

  it('stays within 2 KiB of JavaScript, gzip', () => {
    const js = gzipBytes([boot?.file ?? 'missing']);
    expect(js, `the boot script is ${kib(js)}`).toBeLessThanOrEqual(2 * KIB);
  });
});
