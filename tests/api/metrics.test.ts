import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { queryRows } from '../../src/server/db/rows';
import { createMetrics } from '../../src/server/ops/metrics';
import '../../src/server/ops/product-gauges';
import { campaignBody, createCampaign, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * GET /metrics: Prometheus text for the holder of METRICS_TOKEN (404 without one configured, 401 without the
 * token), counting every request per route and status, with the ledger totals, the scheduler's and the
 * outbox's backlog and the read cache's hit ratio read at the scrape.
 */

const TOKEN = 'metrics-test-token-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('over HTTP (a server process)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ METRICS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  const scrape = (authorization?: string) =>
    fetch(`${server.url}/metrics`, {
      headers: { Connection: 'close', ...(authorization ? { Authorization: authorization } : {}) },
    });

  it('answers only the holder of METRICS_TOKEN', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.json()).toEqual({ message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>.' });
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers.get('Cache-Control')).toBe('no-store');
  });

  it('counts requests per route-table path and status, read-cache hits included, and reads the ledger totals', async () => {
    const url = server.url;
    const creator = await callOver(
      url,
      'signup',
      {
        body: { name: 'Metric Creator', email: 'metric.creator@example.com', password: 'password123', role: 'creator' },
      },
      201,
    );
    const { order } = await callOver(url, 'topup', { token: creator.token, body: { amount: 2000 } }, 201);
    await callOver(url, 'verifyPayment', {
      token: creator.token,
      body: await callOver(url, 'sandboxPay', { body: { order_id: order.id } }),
    });
    const { campaign } = await callOver(url, 'createCampaign', { token: creator.token, body: campaignBody() }, 201);
    for (let i = 0; i < 3; i++) await callOver(url, 'getCampaign', { params: { id: campaign._id } });
    // An id that names nothing is still this route.
    await fetch(`${url}/api/campaigns/not-an-id`, { headers: { Connection: 'close' } });

    // A request is counted when its response closes, which can come just after the client read the answer: the
    // scrape waits (briefly) for the last one.
    const last = 'clipmandi_http_requests_total{method="GET",route="/api/campaigns/:id",status="404"}';
    let text = '';
    for (let tries = 0; tries < 40; tries++) {
      text = await (await scrape(`Bearer ${TOKEN}`)).text();
      if (sample(text, last) !== undefined) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sample(text, 'clipmandi_http_requests_total{method="POST",route="/api/auth/signup",status="201"}')).toBe(1);
    expect(sample(text, 'clipmandi_http_requests_total{method="GET",route="/api/campaigns/:id",status="200"}')).toBe(3);
    expect(sample(text, 'clipmandi_http_requests_total{method="GET",route="/api/campaigns/:id",status="404"}')).toBe(1);
    expect(
      sample(
        text,
        'clipmandi_http_request_duration_seconds_count{method="GET",route="/api/campaigns/:id",status="200"}',
      ),
    ).toBe(3);
    expect(text).not.toContain(campaign._id);
    // The first read of the campaign is stored, the next two are hits (answered by the node:http fast path).
    expect(sample(text, 'clipmandi_read_cache_lookups{result="hit"}')).toBe(2);
    expect(sample(text, 'clipmandi_read_cache_lookups{result="miss"}')).toBe(1);
    expect(sample(text, 'clipmandi_read_cache_hit_ratio')).toBeCloseTo(2 / 3, 5);
    expect(sample(text, 'clipmandi_ledger_total_paise{total="money_in"}')).toBe(2000_00);
    expect(sample(text, 'clipmandi_ledger_total_paise{total="payouts_out"}')).toBe(0);
  });
});

describe('the figures read at the scrape (in-process)', () => {
  let api: TestApi;
  auditLedgerAfterEach(() => api);
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('has no /metrics without METRICS_TOKEN', async () => {
    const res = await createApp(api.deps, { metrics: createMetrics(api.deps) }).request('/metrics');
    expect(res.status).toBe(404);
  });

  it('shows the scheduler backlog: measurements due, overdue pending clips, the review queue, held payouts due', async () => {
    const metrics = createMetrics(api.deps);
    const creator = await api.signup('creator');
    await api.topUp(creator.token, 2000);
    const campaign = await createCampaign(api, creator);
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const clips: string[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { campaignId: campaign._id, clipLink: `https://www.youtube.com/shorts/${newVideoId()}` };
      clips.push((await api.ok('submitClip', { token: clipper.token, body }, 201)).clip._id);
    }
    const before = await metrics.scrape();
    for (const work of ['measurements_due', 'overdue_pending', 'review_queue', 'held_payouts_due']) {
      expect(sample(before, `clipmandi_scheduler_backlog{work="${work}"}`), work).toBe(0);
    }

    // Test-only: the states the scheduler's jobs look for, written straight into the clips.
    const [dueNow, overdue, escalated, held] = clips;
    await api.db.execute(sql`update clips set next_measure_at = now() - interval '1 minute' where id = ${dueNow}`);
    await api.db.execute(
      sql`update clips set review_deadline = now() - interval '1 minute' where id in (${overdue}, ${escalated})`,
    );
    await api.db.execute(sql`update clips set escalated_at = now() where id = ${escalated}`);
    await api.db.execute(sql`update clips set held_until = now() - interval '1 minute' where id = ${held}`);

    const after = await metrics.scrape();
    expect(sample(after, 'clipmandi_scheduler_backlog{work="measurements_due"}')).toBe(1);
    expect(sample(after, 'clipmandi_scheduler_backlog{work="overdue_pending"}')).toBe(1);
    expect(sample(after, 'clipmandi_scheduler_backlog{work="review_queue"}')).toBe(1);
    expect(sample(after, 'clipmandi_scheduler_backlog{work="held_payouts_due"}')).toBe(1);
    expect(sample(after, 'clipmandi_ledger_total_paise{total="money_in"}')).toBe(2000_00);
    // A held payout on a clip that was never paid is no state the ledger audit accepts: back as it was.
    await api.db.execute(sql`update clips set held_until = null where id = ${held}`);
  });

  it('shows the email outbox by state: pending, due now, failed', async () => {
    const metrics = createMetrics(api.deps);
    // Two clips awaiting review: two emails to their creator, pending and due at once.
    const creator = await api.signup('creator');
    await api.topUp(creator.token, 2000);
    const campaign = await createCampaign(api, creator);
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    for (let i = 0; i < 2; i++) {
      await api.ok(
        'submitClip',
        {
          token: clipper.token,
          body: { campaignId: campaign._id, clipLink: `https://www.youtube.com/shorts/${newVideoId()}` },
        },
        201,
      );
    }
    const pendingCount = async () =>
      (
        await queryRows<{ count: number }>(
          api.db,
          sql`select count(*)::int as count from email_outbox where status = 'pending'`,
        )
      )[0]?.count;
    const pendingAtFirst = await pendingCount();
    expect(pendingAtFirst).toBeGreaterThanOrEqual(2);
    const before = await metrics.scrape();
    expect(sample(before, 'clipmandi_email_outbox{state="pending"}')).toBe(pendingAtFirst);
    expect(sample(before, 'clipmandi_email_outbox{state="due"}')).toBe(pendingAtFirst);
    expect(sample(before, 'clipmandi_email_outbox{state="failed"}')).toBe(0);

    // Test-only: every email waiting for a retry an hour away, then one of the creator's given up and one due.
    const creatorEmails = await queryRows<{ id: number }>(
      api.db,
      sql`
      select email_outbox.id from email_outbox join users on users.id = email_outbox.recipient_id
      where users.email = ${creator.email} order by email_outbox.id`,
    );
    expect(creatorEmails).toHaveLength(2);
    const [failed, due] = creatorEmails;
    await api.db.execute(
      sql`update email_outbox set next_attempt_at = now() + interval '1 hour' where status = 'pending'`,
    );
    await api.db.execute(
      sql`update email_outbox set status = 'failed', attempts = 6, last_error = 'refused' where id = ${failed?.id}`,
    );
    await api.db.execute(
      sql`update email_outbox set next_attempt_at = now() - interval '1 minute' where id = ${due?.id}`,
    );

    const after = await metrics.scrape();
    expect(sample(after, 'clipmandi_email_outbox{state="pending"}')).toBe((pendingAtFirst ?? 0) - 1);
    expect(sample(after, 'clipmandi_email_outbox{state="due"}')).toBe(1);
    expect(sample(after, 'clipmandi_email_outbox{state="failed"}')).toBe(1);
  });

  it('shows when each scheduler job last finished', async () => {
    await api.runScheduler(new Date());
    const text = await createMetrics(api.deps).scrape();
    const [job] = await queryRows<{ job: string }>(api.db, sql`select job from scheduler_runs order by job limit 1`);
    const finished = sample(text, `clipmandi_scheduler_last_finished_seconds{job="${job?.job}",failing="0"}`);
    expect(Math.abs((finished ?? 0) * 1000 - Date.now())).toBeLessThan(10 * 60_000);
  });
});
