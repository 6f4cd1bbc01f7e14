import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_LOGINS } from '../../src/server/seed/demo';
import { startE2e } from '../e2e/harness';
import { measureLoad, type LoadFigures } from './api-load';
import { measureBundle } from './bundle';
import { measurePageLoads } from './page-load';
import { measureScale } from './scale';

/**
 * `npm run bench`: bundle size, cold page loads in headless Chromium, API throughput and latency on
 * loopback against the real server (embedded database, demo data), and list/stats latency at 100,000
 * rows. Writes tests/bench/results/latest.json and latest.md.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const quick = process.argv.includes('--quick');

const bundle = measureBundle(join(ROOT, 'dist'));
console.log(`bundle: ${(bundle.jsGzipBytes / 1024).toFixed(1)} KiB JS gzip, ${(bundle.initialJsGzipBytes / 1024).toFixed(1)} KiB loaded first`);

const e2e = await startE2e({ env: { SEED_DEMO: 'true' } });
let pages;
const api: LoadFigures[] = [];
try {
  pages = await measurePageLoads(e2e, ['/', '/discover', '/login'], quick ? 2 : 5);
  console.log('pages', pages);

  const login = async (email: string, password: string) => {
    const res = await fetch(`${e2e.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const clipper = await login(DEMO_LOGINS.clipper.email, DEMO_LOGINS.clipper.password);
  const creator = await login(DEMO_LOGINS.creator.email, DEMO_LOGINS.creator.password);
  const list = (await (await fetch(`${e2e.baseUrl}/api/campaigns`)).json()) as { campaigns: { _id: string }[] };
  const campaignId = list.campaigns[0]?._id ?? '';
  const get = (path: string, token?: string) => () =>
    fetch(`${e2e.baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${e2e.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const n = quick ? 300 : 2000;
  api.push(await measureLoad('GET /api/campaigns', get('/api/campaigns'), { requests: n, concurrency: 16 }));
  api.push(await measureLoad('GET /api/campaigns/:id', get(`/api/campaigns/${campaignId}`), { requests: n, concurrency: 16 }));
  api.push(await measureLoad('GET /api/user/dashboard', get('/api/user/dashboard', clipper), { requests: n, concurrency: 16 }));
  api.push(await measureLoad('GET /api/wallet/creator', get('/api/wallet/creator', creator), { requests: n, concurrency: 16 }));
  // A whole money write: order, sandbox payment, signature check and ledger credit.
  api.push(
    await measureLoad(
      'top-up cycle (topup + sandbox pay + verify)',
      async () => {
        const order = (await (await post('/api/wallet/topup', creator, { amount: 100 })).json()) as { order: { id: string } };
        const paid = await (await post('/api/payments/sandbox/pay', creator, { order_id: order.order.id })).json();
        return post('/api/wallet/verify', creator, paid);
      },
      { requests: quick ? 50 : 300, concurrency: 8 },
    ),
  );
  console.log('api', api);
} finally {
  await e2e.stop();
}

const scale = await measureScale(quick ? 10_000 : 100_000, quick ? 5 : 20);
console.log('scale', scale);

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  bundle,
  pages,
  api,
  scale,
};
const dir = join(ROOT, 'tests/bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, quick ? 'quick.json' : 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const md = [
  `# Benchmark results (${results.date.slice(0, 10)}, ${results.machine.cpus} cores, Node ${results.machine.node})`,
  '',
  `Bundle: ${(bundle.jsGzipBytes / 1024).toFixed(1)} KiB of JavaScript (${(bundle.initialJsGzipBytes / 1024).toFixed(1)} KiB of it loaded first, the rest in route chunks) and ${(bundle.cssGzipBytes / 1024).toFixed(1)} KiB of CSS, gzip.`,
  '',
  '| page (cold, median) | FCP ms | LCP ms | load ms | transfer KiB |',
  '|---|---|---|---|---|',
  ...(pages ?? []).map((p) => `| ${p.path} | ${p.fcpMs} | ${p.lcpMs} | ${p.loadMs} | ${p.transferKb} |`),
  '',
  '| API call (loopback) | requests | concurrency | req/s | p50 ms | p95 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...api.map((a) => `| ${a.name} | ${a.requests} | ${a.concurrency} | ${a.rps} | ${a.p50Ms} | ${a.p95Ms} | ${a.p99Ms} | ${a.errors} |`),
  '',
  `At ${scale.rows.toLocaleString('en-IN')} users and ledger transactions (loaded in ${scale.loadSeconds} s), in-process:`,
  '',
  '| call | p50 ms | p95 ms |',
  '|---|---|---|',
  ...scale.calls.map((c) => `| ${c.name} | ${c.p50Ms} | ${c.p95Ms} |`),
  '',
].join('\n');
writeFileSync(join(dir, quick ? 'quick.md' : 'latest.md'), md);
console.log(md);
