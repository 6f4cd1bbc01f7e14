import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { paise } from './columns';

/**
 * Rows the running totals are spread over (ids 1 to TOTALS_SLOTS): a transaction adds to the slot of its
 * database connection, so concurrent money writes on different connections never wait for one row, and every
 * write of one transaction lands in one slot (no lock-order deadlock between slots). A read sums the slots.
 */
export const TOTALS_SLOTS = 16;

/**
 * The admin's platform figures as running totals, summed over the slots: the ledger's posting code adds every
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
  (t) => [check('platform_totals_slots', sql`${t.id} between 1 and 16`)],
);

/**
 * The same money figures per UTC day and slot (the admin's chart, src/server/series/admin-series.ts): the ledger's posting
 * code adds each posting to the row of the day it is posted, in the same DB transaction, so the chart reads at
 * most 90 rows instead of summing the window's ledger entries. The audit recomputes every day from the ledger.
 */
export const platformDays = pgTable(
  'platform_days',
  {
    /** 'YYYY-MM-DD', the UTC day of the ledger transactions' created_at. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The totals' slot (TOTALS_SLOTS) of the transactions that added to it; a day's figures sum its slots. */
    slot: integer('slot').notNull().default(1),
    moneyIn: paise('money_in').notNull().default(0),
    payoutsOut: paise('payouts_out').notNull().default(0),
    feesEarned: paise('fees_earned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);
