import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { words } from '../support/words';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// Choosing the language (docs/languages.md#choosing-the-language): the switch's link and cookie, the page's
// <html lang>, and the account's language.
let api: TestApi;
auditLedgerAfterEach(() => api);
let staticDir: string;
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = await startTestApi();
  staticDir = mkdtempSync(join(tmpdir(), 'clipmandi-lang-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  site = createApp({ ...api.deps, config: { ...api.config, staticDir } }, { serveSpa: true });
});
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  await api.close();
});

const langOf = async (res: Response) => /<html lang="(\w+)"/.exec(await res.text())?.[1];

describe('the language switch', () => {
  it('keeps the choice in a cookie for a year and goes back to the page', async () => {
    const res = await site.request('/language/hi?next=%2Fdiscover%3Fq%3Ddance');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/discover?q=dance');
    expect(res.headers.get('set-cookie')).toBe('clipmandi.lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    const back = await site.request('/language/en');
    expect(back.headers.get('location')).toBe('/');
    expect(back.headers.get('set-cookie')).toContain('clipmandi.lang=en;');
  });

  it('never sends the browser to another site, and knows only English and Hindi', async () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'discover'])
      expect((await site.request(`/language/hi?next=${encodeURIComponent(next)}`)).headers.get('location'), next).toBe(
        '/',
      );
    const unknown = await site.request('/language/fr');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });
});

describe("a page's language", () => {
  it("follows the browser's Accept-Language on a first visit", async () => {
    const ask = (header: string) => site.request('/clipper/dashboard', { headers: { 'Accept-Language': header } });
    const hindi = await (await ask('hi-IN,hi;q=0.9,en;q=0.8')).text();
    expect(/<html lang="(\w+)"/.exec(hindi)?.[1]).toBe('hi');
    // The description search engines and link previews show, in the page's language too.
    expect(hindi).toContain(`<meta name="description" content="${words('hi', 'pageDescription')}"`);
    expect(await langOf(await ask('hi'))).toBe('hi');
    expect(await langOf(await ask('en-IN,en;q=0.9,hi;q=0.8'))).toBe('en');
    expect(await langOf(await ask('en-US,hi;q=0.5'))).toBe('en');
    expect(await langOf(await ask('fr-FR,hi;q=0.7,en;q=0.3'))).toBe('hi');
    expect(await langOf(await ask('fr'))).toBe('en');
    expect(await langOf(await site.request('/clipper/dashboard'))).toBe('en');
  });

  it('follows the kept choice over the browser, and says so to caches', async () => {
    const res = await site.request('/clipper/wallet', {
      headers: { Cookie: 'other=1; clipmandi.lang=hi', 'Accept-Language': 'en-IN' },
    });
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(await langOf(res)).toBe('hi');
    const english = await site.request('/clipper/wallet', {
      headers: { Cookie: 'clipmandi.lang=en', 'Accept-Language': 'hi' },
    });
    expect(await langOf(english)).toBe('en');
  });
});

describe("the account's language", () => {
  it('is the language the person signed up in', async () => {
    const res = await api.ok(
      'signup',
      {
        headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
        body: { name: 'Meera Hindi', email: 'meera.hindi@example.com', password: 'password123', role: 'user' },
      },
      201,
    );
    expect(res.user.language).toBe('hi');
    const english = await api.signup('user', 'Esha English');
    expect(english.user.language).toBe('en');
  });

  it('is changed by the person, and the session sees it at once', async () => {
    const clipper = await api.signup('user');
    const set = await api.ok('setLanguage', { token: clipper.token, body: { language: 'hi' } });
    expect(set.user.language).toBe('hi');
    expect((await api.ok('me', { token: clipper.token })).user.language).toBe('hi');
    await api.ok('setLanguage', { token: clipper.token, body: { language: 'en' } });
    expect((await api.ok('me', { token: clipper.token })).user.language).toBe('en');
  });

  it('is English or Hindi, nothing else', async () => {
    const clipper = await api.signup('user');
    const res = await api.call('setLanguage', { token: clipper.token, body: { language: 'fr' } });
    expect(res.status).toBe(400);
    expect((await api.ok('me', { token: clipper.token })).user.language).toBe('en');
    expect((await api.call('setLanguage', { body: { language: 'hi' } })).status).toBe(401);
  });
});
