import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
let staticDir: string;
let spa: ReturnType<typeof createApp>;

beforeAll(async () => {
  api = await startTestApi();
  staticDir = mkdtempSync(join(tmpdir(), 'clipmandi-spa-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app-123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  spa = createApp({ ...api.deps, config: { ...api.config, staticDir } }, { serveSpa: true });
});
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  await api.close();
});

describe('the served SPA', () => {
  it('answers any app path with index.html, so a reload of /discover works', async () => {
    for (const path of ['/', '/discover', '/campaign/abc', '/admin/users?role=user']) {
      const res = await spa.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await spa.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No such call: GET /api/nope', code: 'noSuchCall' });
  });

  it('serves hashed assets gzipped and cacheable for a year', async () => {
    const res = await spa.request('/assets/app-123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await new Response(res.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(plain).toContain('console.log');
  });

  it('answers a missing asset (a route chunk of an older build) with a 404, never index.html cached for a year', async () => {
    const res = await spa.request('/assets/discover-page-OLDHASH.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    expect(await res.text()).not.toContain('<div id="root">');
  });
});
