import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { auditLedger } from '../../src/server/ledger/audit';
import { readPlatformDays } from '../../src/server/ledger/platform-days';
import { readPlatformTotals } from '../../src/server/ledger/platform-totals';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * The admin chart's per-day money figures (platform_days): kept by the posting code, they add up to the platform
 * totals, the audit finds a day that disagrees with the ledger, and migration 0015's backfill rebuilds them.
 */

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const today = () => new Date().toISOString().slice(0, 10);

async function moveMoney() {
  const creator = await fundedCreator(api, 2000);
  const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 50 });
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 4000 };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  // gross 20000 paise, fee 2400, net 17600
  await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 4000 } });
  const [payout] = await queryRows<{ id: string }>(
    api.db,
    sql`select id from ledger_transactions where clip_id = ${clip._id}`,
  );
  return payout?.id ?? '';
}

describe('platform days', () => {
  it('add up to the platform totals, day by day', async () => {
    const before = (await readPlatformDays(api.db)).find((day) => day.day === today());
    const payout = await moveMoney();
    const after = (await readPlatformDays(api.db)).find((day) => day.day === today());
    expect(after).toEqual({
      day: today(),
      moneyIn: (before?.moneyIn ?? 0) + 200000,
      payoutsOut: (before?.payoutsOut ?? 0) + 17600,
      feesEarned: (before?.feesEarned ?? 0) + 2400,
    });

    await api.backdateTransaction(payout, '2026-01-15T10:00:00Z');
    const days = await readPlatformDays(api.db);
    expect(days.find((day) => day.day === '2026-01-15')).toEqual({
      day: '2026-01-15',
      moneyIn: 0,
      payoutsOut: 17600,
      feesEarned: 2400,
    });
    const totals = await readPlatformTotals(api.db);
    const sum = (key: 'moneyIn' | 'payoutsOut' | 'feesEarned') => days.reduce((total, day) => total + day[key], 0);
    expect({ moneyIn: sum('moneyIn'), payoutsOut: sum('payoutsOut'), feesEarned: sum('feesEarned') }).toEqual({
      moneyIn: totals.moneyIn,
      payoutsOut: totals.payoutsOut,
      feesEarned: totals.feesEarned,
    });
  });

  it('are checked by the audit', async () => {
    await moveMoney();
    await api.db.execute(sql`update platform_days set fees_earned = fees_earned + 1 where day = ${today()}`);
    const problems = await auditLedger(api.db);
    await api.db.execute(sql`update platform_days set fees_earned = fees_earned - 1 where day = ${today()}`);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^platform day ${today()} is .* but recounts to `))]);
  });

  it("are rebuilt from the ledger by migration 0015's backfill", async () => {
    await moveMoney();
    const kept = await readPlatformDays(api.db);
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0015_platform_days.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO'));
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`delete from platform_days`);
      await tx.execute(sql.raw(backfill ?? 'select 1'));
    });
    expect(await readPlatformDays(api.db)).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });
});
