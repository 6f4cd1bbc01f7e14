import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { auditLedger } from '../../src/server/ledger/audit';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { campaignBody, newVideoId } from './campaign-fixtures';
import { uniqueEmail } from './harness';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * Two API processes on one PostgreSQL database, each with its own read cache: a write answered by one is
 * seen by a read sent to the other right after, for every kind of write, in both directions, many times.
 * Each reader has the read cached (primed) just before the write, so a missed invalidation would show.
 */
let postgres: PostgresServer;
let database: Database;
let servers: ServerProcess[] = [];
const ROUNDS = 6;

beforeAll(async () => {
  postgres = await startPostgres();
  // Migrated once here, so the two processes do not race to migrate an empty database.
  database = await openDatabase({ url: postgres.url });
  const env = { DATABASE_URL: postgres.url, PAYMENTS_SANDBOX_SECRET: 'shared-sandbox-secret' };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  await postgres?.stop();
}, 60_000);

afterEach(async () => {
  expect(await auditLedger(database.db)).toEqual([]);
});

/** Round i writes on one process and reads on the other, alternating. */
function pair(round: number) {
  const [a, b] = servers;
  if (!a || !b) throw new Error('servers not started');
  return round % 2 === 0 ? { writer: a.url, reader: b.url } : { writer: b.url, reader: a.url };
}

async function signup(base: string, role: 'user' | 'creator') {
  const email = uniqueEmail(role);
  const res = await callOver(
    base,
    'signup',
    { body: { name: `Two ${role}`, email, password: 'password123', role } },
    201,
  );
  return { token: res.token, id: res.user._id };
}

async function topUp(base: string, token: string, rupees: number) {
  const { order } = await callOver(base, 'topup', { token, body: { amount: rupees } }, 201);
  const payment = await callOver(base, 'sandboxPay', { body: { order_id: order.id } });
  return callOver(base, 'verifyPayment', { token, body: payment });
}

async function fundedCampaign(base: string, budget: number) {
  const creator = await signup(base, 'creator');
  await topUp(base, creator.token, budget);
  const { campaign } = await callOver(
    base,
    'createCampaign',
    {
      token: creator.token,
      body: campaignBody({ totalBudget: budget, payoutPer1000Views: 10 }),
    },
    201,
  );
  return { creator, campaign };
}

describe('read after write across two API processes (PostgreSQL)', () => {
  it('a campaign edit is seen by the other process at once (detail and public list)', async () => {
    const [a] = servers;
    if (!a) throw new Error('servers not started');
    const { creator, campaign } = await fundedCampaign(a.url, 500);
    for (let round = 0; round < ROUNDS; round++) {
      const { writer, reader } = pair(round);
      await callOver(reader, 'getCampaign', { params: { id: campaign._id } });
      await callOver(reader, 'listCampaigns');
      const title = `Edited in round ${round}`;
      const body = { ...campaignBody({ totalBudget: 500, payoutPer1000Views: 10 }), title };
      await callOver(writer, 'updateCampaign', { token: creator.token, params: { id: campaign._id }, body });
      expect((await callOver(reader, 'getCampaign', { params: { id: campaign._id } })).campaign.title).toBe(title);
      const list = await callOver(reader, 'listCampaigns');
      expect(list.campaigns.find((c) => c._id === campaign._id)?.title).toBe(title);
    }
  });

  it('a join is seen by the other process at once (participants, joined campaigns, creator dashboard)', async () => {
    const [a] = servers;
    if (!a) throw new Error('servers not started');
    const { creator, campaign } = await fundedCampaign(a.url, 500);
    for (let round = 0; round < ROUNDS; round++) {
      const { writer, reader } = pair(round);
      const clipper = await signup(writer, 'user');
      await callOver(reader, 'getCampaign', { params: { id: campaign._id } });
      await callOver(reader, 'joinedCampaigns', { token: clipper.token });
      await callOver(reader, 'creatorDashboard', { token: creator.token });
      await callOver(writer, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      expect((await callOver(reader, 'getCampaign', { params: { id: campaign._id } })).campaign.participantsCount).toBe(
        round + 1,
      );
      expect((await callOver(reader, 'joinedCampaigns', { token: clipper.token })).campaigns.map((c) => c._id)).toEqual(
        [campaign._id],
      );
      const dashboard = await callOver(reader, 'creatorDashboard', { token: creator.token });
      expect(dashboard.data.campaigns.find((c) => c._id === campaign._id)?.participantsCount).toBe(round + 1);
    }
  });

  it('a clip submission and its approval are seen by the other process at once', async () => {
    const [a] = servers;
    if (!a) throw new Error('servers not started');
    const { creator, campaign } = await fundedCampaign(a.url, 1000);
    const clipper = await signup(a.url, 'user');
    await callOver(a.url, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    for (let round = 0; round < ROUNDS; round++) {
      const { writer, reader } = pair(round);
      await callOver(reader, 'myClips', { token: clipper.token });
      await callOver(reader, 'userDashboard', { token: clipper.token });
      await callOver(reader, 'creatorPendingClips', { token: creator.token });
      const body = {
        campaignId: campaign._id,
        clipLink: `https://www.youtube.com/shorts/${newVideoId()}`,
        viewCount: 1000,
      };
      const { clip } = await callOver(writer, 'submitClip', { token: clipper.token, body }, 201);
      expect((await callOver(reader, 'myClips', { token: clipper.token })).clips[0]?._id).toBe(clip._id);
      expect((await callOver(reader, 'userDashboard', { token: clipper.token })).data.clipCounts.pending).toBe(1);
      expect((await callOver(reader, 'creatorPendingClips', { token: creator.token })).clips.map((c) => c._id)).toEqual(
        [clip._id],
      );

      // The approval on the process that did not take the submission: 1000 views at ₹10 per 1K, ₹8.80 net.
      await callOver(writer, 'clipperWallet', { token: clipper.token });
      await callOver(writer, 'userDashboard', { token: clipper.token });
      await callOver(writer, 'getCampaign', { params: { id: campaign._id } });
      await callOver(writer, 'creatorWallet', { token: creator.token });
      await callOver(reader, 'approveClip', {
        token: creator.token,
        params: { id: clip._id },
        body: { viewCount: 1000 },
      });
      const wallet = await callOver(writer, 'clipperWallet', { token: clipper.token });
      expect(wallet.data.totalEarnings).toBe((round + 1) * 8_80);
      expect(wallet.data.pendingEarnings).toBe(0);
      expect((await callOver(writer, 'userDashboard', { token: clipper.token })).data.clipCounts).toMatchObject({
        pending: 0,
        approved: round + 1,
      });
      expect((await callOver(writer, 'getCampaign', { params: { id: campaign._id } })).campaign.amountSpent).toBe(
        (round + 1) * 10_00,
      );
      expect((await callOver(writer, 'creatorWallet', { token: creator.token })).data.totalSpent).toBe(
        (round + 1) * 10_00,
      );
    }
  });

  it('a top-up is seen by the other process at once (creator wallet and dashboard)', async () => {
    const [a] = servers;
    if (!a) throw new Error('servers not started');
    const creator = await signup(a.url, 'creator');
    for (let round = 0; round < ROUNDS; round++) {
      const { writer, reader } = pair(round);
      await callOver(reader, 'creatorWallet', { token: creator.token });
      await callOver(reader, 'creatorDashboard', { token: creator.token });
      await topUp(writer, creator.token, 100);
      expect((await callOver(reader, 'creatorWallet', { token: creator.token })).data.availableBalance).toBe(
        (round + 1) * 100_00,
      );
      expect((await callOver(reader, 'creatorDashboard', { token: creator.token })).data.stats.availableBalance).toBe(
        (round + 1) * 100_00,
      );
    }
  });
});
