import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../schemas/money';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { campaignBody, newVideoId } from './campaign-fixtures';
import { uniqueEmail } from './harness';
import { readLiveStream, tagsOf } from './live-stream-reader';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * WEB_CONCURRENCY=2 on PostgreSQL: a write answered by one API process reaches the live-event streams held by
 * the other (the change feed's LISTEN/NOTIFY), and open streams do not keep the processes from stopping.
 */
let postgres: PostgresServer;
let cluster: ServerProcess;
const streams: ReturnType<typeof readLiveStream>[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  cluster = await startServerProcess(
    { DATABASE_URL: postgres.url, WEB_CONCURRENCY: '2', PAYMENTS_SANDBOX_SECRET: 'shared-sandbox-secret' },
    2,
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await cluster?.stop();
  await postgres?.stop();
}, 60_000);

async function signup(role: 'user' | 'creator') {
  const res = await callOver(
    cluster.url,
    'signup',
    { body: { name: `Live ${role}`, email: uniqueEmail(role), password: 'password123', role } },
    201,
  );
  return { token: res.token, id: res.user._id };
}

/** A stream on a new connection; the process part of its first id says which API process holds it. */
async function openStream(token: string) {
  const response = await fetch(`${cluster.url}/api/events`, {
    headers: { Authorization: `Bearer ${token}`, Connection: 'close' },
  });
  expect(response.status).toBe(200);
  const stream = readLiveStream(response);
  streams.push(stream);
  await stream.ready();
  return { stream, process: stream.lastId()?.split('.')[0] ?? '' };
}

describe('live events across API processes', () => {
  it(
    "delivers an approval written through one process to the clipper's streams on both",
    { timeout: 120_000 },
    async () => {
      const creator = await signup('creator');
      const clipper = await signup('user');
      const { order } = await callOver(cluster.url, 'topup', { token: creator.token, body: { amount: 5000 } }, 201);
      const payment = await callOver(cluster.url, 'sandboxPay', { body: { order_id: order.id } });
      await callOver(cluster.url, 'verifyPayment', { token: creator.token, body: payment });
      const { campaign } = await callOver(
        cluster.url,
        'createCampaign',
        { token: creator.token, body: campaignBody({ title: 'Two processes' }) },
        201,
      );
      await callOver(cluster.url, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      const { clip } = await callOver(
        cluster.url,
        'submitClip',
        {
          token: clipper.token,
          body: {
            campaignId: campaign._id,
            clipLink: `https://www.youtube.com/shorts/${newVideoId()}`,
            viewCount: 2000,
          },
        },
        201,
      );

      // The primary hands connections to the workers in turn: open streams until both hold one.
      const opened: Awaited<ReturnType<typeof openStream>>[] = [];
      while (new Set(opened.map((item) => item.process)).size < 2 && opened.length < 12)
        opened.push(await openStream(clipper.token));
      expect(new Set(opened.map((item) => item.process)).size).toBe(2);

      const { clip: approved } = await callOver(cluster.url, 'approveClip', {
        token: creator.token,
        params: { id: clip._id },
        body: { viewCount: 2000 },
      });
      for (const { stream } of opened) {
        const { event } = await stream.next((item) => item.type === 'change' && item.notices.length > 0);
        expect(tagsOf(event)).toEqual(expect.arrayContaining([`user:${clipper.id}`, `clip:${clip._id}`]));
        expect(event).toMatchObject({
          notices: [{ text: `Your clip on “Two processes” was approved: ${formatRupees(approved.earnings)}` }],
        });
      }
    },
  );

  it('ends the open streams on SIGTERM, and every process exits 0', { timeout: 60_000 }, async () => {
    const { stream } = await openStream((await signup('user')).token);
    await cluster.stop();
    expect(cluster.exitCode(), cluster.output()).toBe(0);
    await expect(stream.next(() => false)).rejects.toThrow('The stream ended');
  });
});
