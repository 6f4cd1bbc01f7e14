import { words } from '../../src/server/i18n/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsCsvStream } from '../../src/server/admin/transactions-csv';
import { queryRows } from '../../src/server/db/rows';
import { accountKeys } from '../../src/server/ledger/accounts';
import { postTransaction } from '../../src/server/ledger/post';
import { expectEachOnce, readAllPages } from './admin-pages';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
let adminToken: string;
let creator: Person;
let feeWithdrawalId: string;

const ids = async (where = sql`true`) =>
  (
    await queryRows<{ id: string }>(
      api.db,
      sql`select id from ledger_transactions where ${where} order by created_at desc, id desc`,
    )
  ).map((r) => r.id);

beforeAll(async () => {
  api = await startTestApi();
  adminToken = (await api.admin()).token;
  creator = await fundedCreator(api, 5000, 'Doe, "Jay"');
  const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 100 });
  const clipper = await api.signup('user', '=HYPERLINK("x")');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  const clip = await api.ok(
    'submitClip',
    { token: clipper.token, body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}` } },
    201,
  );
  await api.ok('approveClip', { token: creator.token, params: { id: clip.clip._id }, body: { viewCount: 5000 } });
  // 25 top-ups in one database transaction share one created_at: the id must break the tie.
  await api.deps.db.transaction(async (tx) => {
    for (let i = 1; i <= 25; i += 1) {
      await postTransaction(tx, {
        type: 'topup',
        userId: creator.user._id,
        amount: i * 100,
        description: words('ledger.topUp', { paymentId: `batch_${i}` }),
        entries: [
          { account: accountKeys.providerClearing, amount: -i * 100 },
          { account: accountKeys.wallet(creator.user._id), amount: i * 100 },
        ],
      });
    }
  });
  // The platform's own movement is about nobody.
  feeWithdrawalId =
    (await api.deps.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'fee_withdrawal',
        amount: 1000,
        description: words('ledger.feeWithdrawal'),
        entries: [
          { account: accountKeys.platformFees, amount: -1000 },
          { account: accountKeys.payoutClearing, amount: 1000 },
        ],
      }),
    )) ?? '';
  await api.expectLedgerSound();
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/admin/transactions', () => {
  it('returns every ledger transaction exactly once, newest first', async () => {
    const rows = await readAllPages(api, 'adminTransactions', { token: adminToken, limit: 4 });
    expectEachOnce(rows, await ids());
    expect(rows.map((r) => r._id)).toEqual(await ids());
  });

  it('shows user, type, amount in rupees and date', async () => {
    const res = await api.ok('adminTransactions', { token: adminToken, query: { type: 'payout' } });
    expect(res.data.transactions).toHaveLength(1);
    // 5000 views at ₹100 per 1000: gross ₹500 (the clipper got ₹440, the platform ₹60).
    expect(res.data.transactions[0]).toMatchObject({
      type: 'payout',
      amount: 50000,
      userId: { name: '=HYPERLINK("x")' },
    });
    const raw = await api.call('adminTransactions', { token: adminToken, query: { limit: '1' } });
    expect(raw).toMatchObject({
      status: 200,
      json: { data: { transactions: [{ _id: feeWithdrawalId, type: 'fee_withdrawal', amount: 10, userId: null }] } },
    });
    const topups = await api.call('adminTransactions', { token: adminToken, query: { type: 'topup', limit: '1' } });
    expect(topups.json).toMatchObject({
      data: { transactions: [{ userId: { _id: creator.user._id, name: 'Doe, "Jay"' } }] },
    });
  });

  it('filters by type', async () => {
    const rows = await readAllPages(api, 'adminTransactions', {
      token: adminToken,
      limit: 6,
      query: { type: 'topup' },
    });
    expect(rows.map((r) => r._id)).toEqual(await ids(sql`type = 'topup'`));
    expect(rows).toHaveLength(26);
    expect(await api.call('adminTransactions', { token: adminToken, query: { type: 'gift' } })).toMatchObject({
      status: 400,
    });
  });

  describe('by date', () => {
    let lateEvening: string;
    let midday: string;
    let midnight: string;
    beforeAll(async () => {
      [lateEvening = '', midday = '', midnight = ''] = (await ids(sql`type = 'topup'`)).slice(0, 3);
      // Back-date three top-ups: 10 March 20:00 UTC is 11 March 01:30 in India.
      const at = {
        [lateEvening]: '2024-03-10T20:00:00Z',
        [midday]: '2024-03-11T12:00:00Z',
        [midnight]: '2024-03-12T00:00:00Z',
      };
      for (const [id, when] of Object.entries(at)) {
        await api.backdateTransaction(id, when);
      }
    });
    const listed = async (query: Record<string, string>) =>
      (await api.ok('adminTransactions', { token: adminToken, query })).data.transactions.map((t) => t._id);

    it('includes both days, in UTC by default', async () => {
      expect(await listed({ from: '2024-03-11', to: '2024-03-11' })).toEqual([midday]);
      expect(await listed({ from: '2024-03-10', to: '2024-03-12' })).toEqual([midnight, midday, lateEvening]);
      expect(await listed({ to: '2024-03-10' })).toEqual([lateEvening]);
      expect(await listed({ from: '2024-03-12' })).not.toContain(midday);
    });

    it("reads the days in the admin's time zone", async () => {
      expect(await listed({ from: '2024-03-11', to: '2024-03-11', tzOffset: '330' })).toEqual([midday, lateEvening]);
      expect(await listed({ from: '2024-03-12', to: '2024-03-12', tzOffset: '330' })).toEqual([midnight]);
      expect(await listed({ from: '2024-03-11', to: '2024-03-11', tzOffset: '-300' })).toEqual([midnight, midday]);
    });

    it('refuses bad dates with 400', async () => {
      expect(
        await api.call('adminTransactions', { token: adminToken, query: { from: '2024-03-12', to: '2024-03-11' } }),
      ).toMatchObject({
        status: 400,
        json: { message: 'The From date must not be after the To date' },
      });
      expect(await api.call('adminTransactions', { token: adminToken, query: { from: '11/03/2024' } })).toMatchObject({
        status: 400,
        json: { message: 'from must be a date (YYYY-MM-DD)' },
      });
      expect(await api.call('adminTransactions', { token: adminToken, query: { from: '2024-02-30' } })).toMatchObject({
        status: 400,
      });
      expect(await api.call('adminTransactions', { token: adminToken, query: { tzOffset: '900' } })).toMatchObject({
        status: 400,
        json: { message: 'tzOffset must be between -720 and 840' },
      });
    });
  });
});

describe('GET /api/admin/transactions.csv', () => {
  const csv = async (query: Record<string, string> = {}) => {
    const res = await api.call('adminTransactionsCsv', { token: adminToken, query });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    return String(res.json);
  };

  it('has a header row and one line per transaction, newest first', async () => {
    const lines = (await csv()).split('\r\n');
    expect(lines[0]).toBe('Date,Type,User,User ID,Campaign,Amount (INR),Description,Transaction ID');
    expect(lines.at(-1)).toBe('');
    const body = lines.slice(1, -1);
    expect(body.map((l) => l.split(',').at(-1))).toEqual(await ids());
  });

  it("writes the admin's local time, the screen's type labels, the campaign, rupees with 2 decimals, and quotes and defuses what people typed", async () => {
    const [payout] = (await api.ok('adminTransactions', { token: adminToken, query: { type: 'payout' } })).data
      .transactions;
    // 22 Nov 2024 20:30 UTC is 23 Nov 02:00 in India and 22 Nov 15:30 in New York (EST).
    await api.backdateTransaction(payout?._id ?? '', '2024-11-22T20:30:00Z');
    const [campaign] = await queryRows<{ title: string }>(api.db, sql`select title from campaigns`);
    expect(campaign?.title).toMatch(/^Campaign \d+$/);
    // Fields holding quotes or commas are quoted (quotes doubled); a typed name that looks like a formula
    // starts with an apostrophe.
    const description = `"${payout?.description.replaceAll('"', '""')}"`;
    const rest = `Payout,"'=HYPERLINK(""x"")",${payout?.userId?._id},${campaign?.title},500.00,${description},${payout?._id}`;
    expect((await csv({ type: 'payout', tzOffset: '330' })).split('\r\n')[1]).toBe(`2024-11-23 02:00 +05:30,${rest}`);
    expect((await csv({ type: 'payout', tzOffset: '-300' })).split('\r\n')[1]).toBe(`2024-11-22 15:30 -05:00,${rest}`);
    expect((await csv({ type: 'payout' })).split('\r\n')[1]).toBe(`2024-11-22 20:30 +00:00,${rest}`);

    const creatorLines = (await csv({ type: 'topup' })).split('\r\n').slice(1, -1);
    expect(creatorLines).toHaveLength(26);
    expect(creatorLines.every((l) => l.includes(`,Top-up,"Doe, ""Jay""",${creator.user._id},,`))).toBe(true);
    expect(creatorLines.some((l) => l.includes(',25.00,Wallet top-up (payment batch_25),'))).toBe(true);
    expect(creatorLines.some((l) => l.includes(',1.00,Wallet top-up (payment batch_1),'))).toBe(true);
    expect(creatorLines.some((l) => l.includes(',5000.00,Demo top-up,'))).toBe(true);
    const funding = (await csv({ type: 'campaign_funding' })).split('\r\n')[1];
    expect(funding).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\+00:00,Campaign funding,"Doe, ""Jay""",${creator.user._id},${campaign?.title},1000\\.00,`,
      ),
    );
    const fee = (await csv({ type: 'fee_withdrawal' })).split('\r\n')[1];
    expect(fee).toMatch(new RegExp(`^[^,]+,Admin fee withdrawal,,,,10\\.00,Admin fee withdrawal,${feeWithdrawalId}$`));
  });

  it('applies the filters and refuses bad ones', async () => {
    const lines = (await csv({ from: '2024-03-10', to: '2024-03-12' })).split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(
      await api.call('adminTransactionsCsv', { token: adminToken, query: { from: '2024-03-12', to: '2024-03-01' } }),
    ).toMatchObject({
      status: 400,
      json: { message: 'The From date must not be after the To date' },
    });
  });

  it('streams page after page without losing or repeating a row', async () => {
    const whole = await csv();
    const paged = await new Response(transactionsCsvStream(api.db, {}, 3)).text();
    expect(paged).toBe(whole);
  });
});
