import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable } from 'drizzle-orm/pg-core';
import { paise } from './columns';

/**
 * The admin's platform figures as running totals, one row (id 1): the ledger's posting code adds every
 * top-up, payout and platform fee movement, and signup, campaign create and delete move the counts, each
 * in the same DB transaction as the change. The audit recomputes them from the ledger and the tables.
 */
export const platformTotals = pgTable(
  'platform_totals',
  {
    id: integer('id').primaryKey(),
    /** Paise verified top-ups credited to wallets. */
    moneyIn: paise('money_in').notNull().default(0),
    /** Net paise approvals credited to clippers (wallet or held account), less holdback adjustments. */
    payoutsOut: paise('payouts_out').notNull().default(0),
    /** Paise credited to the platform fee account, less fees holdback adjustments returned. */
    feesEarned: paise('fees_earned').notNull().default(0),
    /** Paise the admin withdrew from the platform fee account. */
    feesWithdrawn: paise('fees_withdrawn').notNull().default(0),
    creatorsCount: integer('creators_count').notNull().default(0),
    clippersCount: integer('clippers_count').notNull().default(0),
    /** Live (not deleted) campaigns. */
    campaignsCount: integer('campaigns_count').notNull().default(0),
  },
  (t) => [check('platform_totals_one_row', sql`${t.id} = 1`)],
);

/**
 * The same money figures per UTC day (the admin's chart, src/server/series/admin-series.ts): the ledger's posting
 * code adds each posting to the row of the day it is posted, in the same DB transaction, so the chart reads at
 * most 90 rows instead of summing the window's ledger entries. The audit recomputes every day from the ledger.
 */
export const platformDays = pgTable('platform_days', {
  /** 'YYYY-MM-DD', the UTC day of the ledger transactions' created_at. */
  day: date('day', { mode: 'string' }).primaryKey(),
  moneyIn: paise('money_in').notNull().default(0),
  payoutsOut: paise('payouts_out').notNull().default(0),
  feesEarned: paise('fees_earned').notNull().default(0),
});
