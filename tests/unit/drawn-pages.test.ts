import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as EntryServer from '../../src/web/entry-server';
import { words } from '../support/words';

// The build's server renderer, as the API server loads it (src/server/render/public-pages.ts): `npm test` runs
// `vite build` first (alone: `node_modules/.bin/vite build`).
const ENTRY = resolve(import.meta.dirname, '../..', process.env.E2E_STATIC_DIR ?? 'dist', 'server/entry-server.js');

let loaded: typeof EntryServer | undefined;
// Loading the 4 MB bundle takes seconds on a busy machine: once, before the tests, with time to spare.
beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build the app first (vite build)`);
  loaded = (await import(pathToFileURL(ENTRY).href)) as typeof EntryServer;
}, 60_000);

async function renderer(): Promise<typeof EntryServer> {
  if (!loaded) throw new Error('the server renderer did not load');
  return loaded;
}

// docs/architecture.md: the server draws /, /discover, /campaign/:id, /login and /signup, signed out; any other
// address gets the plain index.html. Which pages those are comes from the routes' declarations (staticData.drawn).
describe('the pages the server draws', () => {
  it('are exactly the public pages, matched by the whole address and its case', async () => {
    const { isRenderedPath } = await renderer();
    const drawn = ['/', '/discover', '/login', '/signup', '/campaign/abc', '/campaign/a%20b', '/campaign/a%2Fb'];
    const plain = ['/discover/', '/DISCOVER', '/campaign/', '/campaign/x/y', '/campaign/%E0%A4%A', '/settings'];
    const others = ['/creator', '/dashboard', '/admin', '/admin/login', '/privacy-policy', '/contact', '/nope'];
    expect(drawn.filter((path) => !isRenderedPath(path))).toEqual([]);
    expect([...plain, ...others].filter(isRenderedPath)).toEqual([]);
  });

  it("read at first paint what their screens' first load reads, as API paths", async () => {
    const { pageCalls } = await renderer();
    const calls = async (path: string, search?: string) =>
      (await pageCalls(path, search)).map(({ path, queryKey, infinite }) => ({ path, queryKey, infinite }));
    expect(await calls('/discover')).toEqual([
      { path: '/api/campaigns', queryKey: ['campaigns', 'list', {}], infinite: true },
    ]);
    // The screen's own check of the search: an unknown sort and other parameters are left out.
    expect(await calls('/discover', '?q=vlog&sort=nonsense&page=2')).toEqual([
      { path: '/api/campaigns?q=vlog', queryKey: ['campaigns', 'list', { q: 'vlog' }], infinite: true },
    ]);
    expect(await calls('/campaign/a%2Fb')).toEqual([
      { path: '/api/campaigns/a%2Fb', queryKey: ['campaigns', 'detail', 'a/b'], infinite: undefined },
    ]);
    expect(await calls('/login')).toEqual([]);
    expect(await calls('/')).toEqual([]);
  });

  it('link the stylesheets of the chunks their screens load', async () => {
    const { pageChunks } = await renderer();
    expect(pageChunks('/discover')).toEqual(['campaigns', 'query', 'src/web/components/toast-list.tsx']);
    expect(pageChunks('/signup')).toEqual([
      'src/web/features/auth/components/signup-page.tsx',
      'query',
      'src/web/components/toast-list.tsx',
    ]);
    expect(pageChunks('/')).toEqual([]);
  });
});

// docs/languages.md: the server draws each page in the language it chose for it, one render after another.
describe('a drawn page in Hindi', () => {
  it('is in Hindi, and the next page in English is in English again', async () => {
    const { renderPage } = await renderer();
    const hindi = (await renderPage('/login', [], 'hi')).html;
    expect(hindi).toContain(words('hi', 'auth.welcomeBack'));
    expect(hindi).toContain(words('hi', 'auth.signIn'));
    expect(hindi).not.toContain(words('en', 'auth.welcomeBack'));
    const english = (await renderPage('/login', [], 'en')).html;
    expect(english).toContain(words('en', 'auth.welcomeBack'));
    expect(english).not.toContain(words('hi', 'auth.welcomeBack'));
  });
});
