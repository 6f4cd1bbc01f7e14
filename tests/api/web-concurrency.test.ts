import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { auditLedger } from '../../src/server/ledger/audit';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { campaignBody, newVideoId } from './campaign-fixtures';
import { uniqueEmail } from './harness';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * WEB_CONCURRENCY=2 on PostgreSQL: two API processes behind one port (node:cluster), each with its own read
 * cache. Every call opens a new connection, so the workers take turns; whichever answers, a read sees the
 * write answered just before it.
 */
let postgres: PostgresServer;
let database: Database;
let cluster: ServerProcess;

beforeAll(async () => {
  postgres = await startPostgres();
  cluster = await startServerProcess({ DATABASE_URL: postgres.url, WEB_CONCURRENCY: '2', SEED_DEMO: 'true' }, 2);
  // After the primary migrated and seeded: the test only reads through it, for the ledger audit.
  database = await openDatabase({ url: postgres.url });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  await postgres?.stop();
}, 60_000);

afterEach(async () => {
  expect(await auditLedger(database.db)).toEqual([]);
});

describe('WEB_CONCURRENCY=2', () => {
  it('the primary seeded the demo data once and both workers serve it', async () => {
    expect(cluster.output().match(/listening on/g)).toHaveLength(2);
    expect(cluster.output().match(/Demo data created/g)).toHaveLength(1);
    const login = await callOver(cluster.url, 'login', {
      body: { email: 'creator@clipmandi.demo', password: 'creator-demo-123' },
    });
    for (let i = 0; i < 4; i++) {
      const { campaigns } = await callOver(cluster.url, 'listCampaigns');
      expect(campaigns.map((c) => c.title).sort()).toEqual([
        'Cricket Talk highlights',
        'Street Food Diaries: 60-second cuts',
      ]);
      expect((await callOver(cluster.url, 'creatorWallet', { token: login.token })).data.availableBalance).toBe(
        2_500_00,
      );
    }
  });

  it('each write is seen by the next request, whichever worker answers it', async () => {
    const base = cluster.url;
    const creatorEmail = uniqueEmail('creator');
    const creator = await callOver(
      base,
      'signup',
      { body: { name: 'Cluster Creator', email: creatorEmail, password: 'password123', role: 'creator' } },
      201,
    );
    const clipper = await callOver(
      base,
      'signup',
      { body: { name: 'Cluster Clipper', email: uniqueEmail('user'), password: 'password123', role: 'user' } },
      201,
    );

    for (let round = 1; round <= 3; round++) {
      // Both workers hold the reads before each write (two calls, two connections, turns).
      for (let i = 0; i < 2; i++) await callOver(base, 'creatorWallet', { token: creator.token });
      const { order } = await callOver(base, 'topup', { token: creator.token, body: { amount: 300 } }, 201);
      const payment = await callOver(base, 'sandboxPay', { body: { order_id: order.id } });
      await callOver(base, 'verifyPayment', { token: creator.token, body: payment });
      for (let i = 0; i < 2; i++) {
        const wallet = await callOver(base, 'creatorWallet', { token: creator.token });
        expect(wallet.data.availableBalance).toBe(round * 300_00 - (round - 1) * 200_00);
      }

      for (let i = 0; i < 2; i++) await callOver(base, 'listCampaigns');
      const { campaign } = await callOver(
        base,
        'createCampaign',
        {
          token: creator.token,
          body: campaignBody({ title: `Cluster round ${round}`, totalBudget: 200, payoutPer1000Views: 10 }),
        },
        201,
      );
      for (let i = 0; i < 2; i++) {
        expect((await callOver(base, 'listCampaigns')).campaigns.some((c) => c._id === campaign._id)).toBe(true);
        await callOver(base, 'getCampaign', { params: { id: campaign._id } });
        await callOver(base, 'userDashboard', { token: clipper.token });
      }

      await callOver(base, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      const body = {
        campaignId: campaign._id,
        clipLink: `https://www.youtube.com/shorts/${newVideoId()}`,
        viewCount: 2000,
      };
      const { clip } = await callOver(base, 'submitClip', { token: clipper.token, body }, 201);
      for (let i = 0; i < 2; i++) {
        expect((await callOver(base, 'getCampaign', { params: { id: campaign._id } })).campaign.participantsCount).toBe(
          1,
        );
        expect((await callOver(base, 'userDashboard', { token: clipper.token })).data.clipCounts.pending).toBe(1);
      }
      await callOver(base, 'approveClip', {
        token: creator.token,
        params: { id: clip._id },
        body: { viewCount: 2000 },
      });
      for (let i = 0; i < 2; i++) {
        // 2000 views at ₹10 per 1K: ₹20 gross, ₹17.60 net, per round.
        const dashboard = await callOver(base, 'userDashboard', { token: clipper.token });
        expect(dashboard.data.clipCounts).toMatchObject({ pending: 0, approved: round });
        expect(dashboard.data.user.wallet.totalEarned).toBe(round * 17_60);
        expect((await callOver(base, 'getCampaign', { params: { id: campaign._id } })).campaign.amountSpent).toBe(
          20_00,
        );
      }
    }
  });
});

describe('WEB_CONCURRENCY with the embedded database', () => {
  it('refuses to start, naming the setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'ClipMandi cannot start: WEB_CONCURRENCY above 1 runs several API processes, which needs DATABASE_URL',
    );
  });
});
