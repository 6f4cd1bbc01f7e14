import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalPayout, feeFor } from '../../schemas/payout-math';
import { queryRows } from '../../src/server/db/rows';
import { startTestApi, type TestApi } from './harness';

/**
 * The SQL copy of the payout rule (migration 0019: clip_pending_gross, payout_fee), which the clipper figures and
 * the estimates are built on, answers as schemas/payout-math.ts does for any clip and campaign: a change to the
 * fee or to a rule in one place and not the other fails here.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Case = {
  claimed: number;
  measured: number | null;
  available: boolean | null;
  rate: number;
  minViews: number;
  maxPerClip: number | null;
};

const views = fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 2_000_000_000 }));
const cases = fc.array(
  fc.record({
    claimed: views,
    measured: fc.option(views, { nil: null }),
    available: fc.constantFrom(true, false, null),
    rate: fc.integer({ min: 1, max: 1_000_000 }),
    minViews: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
    maxPerClip: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  }),
  { minLength: 1, maxLength: 50 },
);

/** What the database answers for each case, as [gross, fee] numbers. */
async function inSql(batch: Case[]): Promise<[number, number][]> {
  const records = batch.map((clip, n) => ({
    n,
    claimed: clip.claimed,
    measured: clip.measured,
    available: clip.available,
    rate: clip.rate,
    min_views: clip.minViews,
    max_per_clip: clip.maxPerClip,
  }));
  const rows = await queryRows<{ gross: string; fee: string }>(
    api.db,
    sql`select g::text as gross, payout_fee(g)::text as fee from (
          select n, clip_pending_gross(claimed, measured, available, rate, min_views, max_per_clip) as g
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
            as x(n integer, claimed bigint, measured bigint, available boolean, rate bigint, min_views bigint,
                 max_per_clip bigint)) t
        order by n`,
  );
  return rows.map((row) => [Number(row.gross), Number(row.fee)]);
}

describe('the payout rule in SQL', () => {
  it("gives approvalPayout's gross (escrow aside) and feeFor's fee for any clip and campaign", async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (batch) => {
        const answers = await inSql(batch);
        batch.forEach((clip, i) => {
          // An escrow that covers any gross here, so only the clip's and the campaign's own rules cap it.
          const payout = approvalPayout(
            clip.claimed,
            { payoutRate: clip.rate, measuredViews: clip.measured, videoAvailable: clip.available },
            { remaining: Number.MAX_SAFE_INTEGER, maxPayoutPerClip: clip.maxPerClip, minPaidViews: clip.minViews },
          );
          expect(answers[i], JSON.stringify(clip)).toEqual([payout.gross, payout.fee]);
        });
      }),
      { seed: 20261127, numRuns: 40 },
    );
  });

  it('rounds the fee half up to the paisa, as feeFor does', async () => {
    const grosses = [0, 1, 4, 5, 12, 13, 37, 38, 99, 100, 1_000, 12_345, 99_999_999];
    const rows = await queryRows<{ fee: string }>(
      api.db,
      sql`select payout_fee(g)::text as fee from unnest(${`{${grosses.join(',')}}`}::numeric[]) with ordinality as t(g, n) order by n`,
    );
    expect(rows.map((row) => Number(row.fee))).toEqual(grosses.map(feeFor));
  });
});
