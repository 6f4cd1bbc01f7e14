import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { queryRows } from '../../../src/server/db/rows';
import type { LoggedOperation, Operation } from './money-stream';

/**
 * What the database must hold after a crash, given the operations logged: every acknowledged one is there
 * (its rows in their acknowledged state), and no operation happened more often than it was sent (counted per
 * kind and person: acknowledged <= rows <= acknowledged + lost). Returns the problems found.
 */
export async function checkAcknowledged(db: Db, log: readonly LoggedOperation[]): Promise<string[]> {
  const problems: string[] = [];
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0];
  for (const { op, outcome } of log) {
    if (outcome !== 'acked') continue;
    const problem = await missing(op, one);
    if (problem) problems.push(problem);
  }
  problems.push(...(await budgetsHold(db, log)));
  problems.push(...(await nothingTwice(db, log)));
  return problems;
}

type One = <T>(query: ReturnType<typeof sql>) => Promise<T | undefined>;

/** Why an acknowledged operation is not (fully) in the database, or null. */
async function missing(op: Operation, one: One): Promise<string | null> {
  switch (op.kind) {
    case 'topup': {
      const row = await one<{ status: string; payment: string | null }>(sql`
        select status, provider_payment_id as payment from payment_orders where id = ${op.orderId}`);
      return row?.status === 'paid' && row.payment === op.paymentId
        ? null
        : `acknowledged top-up ${op.orderId} is ${JSON.stringify(row)}`;
    }
    case 'createCampaign': {
      if (!op.campaignId) return null;
      const row = await one<{ id: string }>(sql`select id from campaigns where id = ${op.campaignId}`);
      return row ? null : `acknowledged campaign ${op.campaignId} is missing`;
    }
    case 'deleteCampaign': {
      const row = await one<{ deleted: boolean }>(
        sql`select deleted_at is not null as deleted from campaigns where id = ${op.campaignId}`,
      );
      return row?.deleted ? null : `acknowledged delete of campaign ${op.campaignId} is missing`;
    }
    case 'join': {
      const row = await one<{ n: number }>(sql`
        select count(*)::int as n from campaign_participants where campaign_id = ${op.campaignId} and user_id = ${op.clipperId}`);
      return row?.n === 1 ? null : `acknowledged join of ${op.campaignId} by ${op.clipperId} is missing`;
    }
    case 'submitClip': {
      if (!op.clipId) return null;
      const row = await one<{ id: string }>(sql`select id from clips where id = ${op.clipId}`);
      return row ? null : `acknowledged clip ${op.clipId} is missing`;
    }
    case 'approve': {
      const row = await one<{ status: string; views: string | null; paid: boolean }>(sql`
        select k.status, k.confirmed_views::text as views,
               exists (select 1 from ledger_transactions t where t.clip_id = k.id and t.type = 'payout') as paid
        from clips k where k.id = ${op.clipId}`);
      return row?.status === 'approved' && row.views === String(op.views) && row.paid
        ? null
        : `acknowledged approval of clip ${op.clipId} (${op.views} views) is ${JSON.stringify(row)}`;
    }
    case 'withdraw': {
      if (!op.withdrawalId) return null;
      const row = await one<{ amount: string }>(
        sql`select amount::text as amount from withdrawals where id = ${op.withdrawalId}`,
      );
      return row?.amount === String(op.amount)
        ? null
        : `acknowledged withdrawal ${op.withdrawalId} is ${JSON.stringify(row)}`;
    }
    case 'settleWithdrawal': {
      const row = await one<{ status: string }>(sql`select status from withdrawals where id = ${op.withdrawalId}`);
      return row?.status === op.status
        ? null
        : `acknowledged ${op.status} withdrawal ${op.withdrawalId} is ${JSON.stringify(row)}`;
    }
    case 'updateBudget':
    case 'feeWithdrawal':
      // Checked over the whole log: budgetsHold, nothingTwice.
      return null;
  }
}

/**
 * A campaign's budget is the last acknowledged one (its creation or an update), or one a later update sent
 * but never acknowledged (the crash may have come just after its commit). One client works each campaign,
 * so its operations are in log order.
 */
async function budgetsHold(db: Db, log: readonly LoggedOperation[]): Promise<string[]> {
  const possible = new Map<string, number[]>();
  for (const { op, outcome } of log) {
    if (op.kind === 'createCampaign' && op.campaignId) possible.set(op.campaignId, [op.budget]);
    if (op.kind !== 'updateBudget') continue;
    const seen = possible.get(op.campaignId);
    if (!seen) continue;
    if (outcome === 'acked') possible.set(op.campaignId, [op.budget]);
    if (outcome === 'lost') seen.push(op.budget);
  }
  const problems: string[] = [];
  for (const [id, budgets] of possible) {
    const [row] = await queryRows<{ budget: string }>(
      db,
      sql`select total_budget::text as budget from campaigns where id = ${id}`,
    );
    if (!row || !budgets.includes(Number(row.budget))) {
      problems.push(`campaign ${id} has budget ${row?.budget}, expected one of ${budgets.join(', ')}`);
    }
  }
  return problems;
}

/** Rows an operation kind creates, per person, against how often it was acknowledged and lost. */
async function nothingTwice(db: Db, log: readonly LoggedOperation[]): Promise<string[]> {
  const tally = new Map<string, { acked: number; lost: number; query: ReturnType<typeof sql> }>();
  for (const { op, outcome } of log) {
    const count = (key: string, query: ReturnType<typeof sql>) => {
      const entry = tally.get(key) ?? { acked: 0, lost: 0, query };
      if (outcome === 'acked') entry.acked += 1;
      if (outcome === 'lost') entry.lost += 1;
      tally.set(key, entry);
    };
    if (op.kind === 'topup') {
      count(
        `top-ups of ${op.creatorId}`,
        sql`select count(*)::int as n from ledger_transactions where type = 'topup' and user_id = ${op.creatorId}`,
      );
    } else if (op.kind === 'createCampaign') {
      count(
        `campaigns of ${op.creatorId}`,
        sql`select count(*)::int as n from campaigns where creator_id = ${op.creatorId}`,
      );
    } else if (op.kind === 'submitClip') {
      count(`clips of ${op.clipperId}`, sql`select count(*)::int as n from clips where user_id = ${op.clipperId}`);
    } else if (op.kind === 'withdraw') {
      count(
        `withdrawals of ${op.clipperId}`,
        sql`select count(*)::int as n from withdrawals where user_id = ${op.clipperId}`,
      );
    } else if (op.kind === 'join') {
      count(
        `joins of ${op.clipperId}`,
        sql`select count(*)::int as n from campaign_participants where user_id = ${op.clipperId}`,
      );
    } else if (op.kind === 'feeWithdrawal') {
      count('fee withdrawals', sql`select count(*)::int as n from ledger_transactions where type = 'fee_withdrawal'`);
    } else if (op.kind === 'approve') {
      count('payouts', sql`select count(*)::int as n from ledger_transactions where type = 'payout'`);
    }
  }
  const problems: string[] = [];
  for (const [what, { acked, lost, query }] of tally) {
    const [row] = await queryRows<{ n: number }>(db, query);
    const n = row?.n ?? 0;
    if (n < acked || n > acked + lost)
      problems.push(`${what}: ${n} in the database, ${acked} acknowledged and ${lost} lost`);
  }
  return problems;
}
