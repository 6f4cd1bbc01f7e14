import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredWords } from '../../../schemas/common';
import { TRANSACTION_TYPES } from '../../../schemas/wallet';
import { createdAt, paise } from './columns';
import { users } from './schema';

// The ledger's tables (docs/product.md#money-and-payouts): written only by src/server/ledger/.

// Ledger rows take the wall clock, not the DB transaction's start (now()), so movements posted in one
// transaction (the demo seed, a delete that refunds) still list in the order they happened.
const postedAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`clock_timestamp()`);

/**
 * Ledger accounts. `key` names the account: `wallet:<userId>`, `escrow:<campaignId>`, or a system
 * account (`platform_fees`, `provider_clearing`, `payout_clearing`, `withdrawals_in_flight`).
 * `balance` is a cache of the sum of the account's entries, written only by the ledger module.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind', {
      enum: [
        'wallet',
        'held',
        'escrow',
        'platform_fees',
        'provider_clearing',
        'payout_clearing',
        'withdrawals_in_flight',
      ],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    campaignId: uuid('campaign_id'),
    balance: paise('balance').notNull().default(0),
    /** Only the outside-world accounts (provider and payout clearing) may go below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_key_unique').on(t.key),
    index('accounts_user_idx').on(t.userId),
    check('accounts_balance_non_negative', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

/** The movement types of the contract (schemas/wallet.ts), stored as text. */
export const transactionTypes = TRANSACTION_TYPES;

/** One money movement; its entries sum to zero. Append-only. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: transactionTypes }).notNull(),
    /** The person the movement is about (the admin list shows it). */
    userId: uuid('user_id').references(() => users.id),
    campaignId: uuid('campaign_id'),
    clipId: uuid('clip_id'),
    /** The headline amount in paise (top-up amount, payout gross, withdrawal amount). */
    amount: paise('amount').notNull(),
    description: text('description').notNull(),
    /** The description as its catalogue key and values, said in each reader's language (docs/languages.md "Stored texts"). */
    descriptionSaid: jsonb('description_said').$type<StoredWords>(),
    /** Makes a movement happen at most once (provider payment id, clip payout, withdrawal). */
    idempotencyKey: text('idempotency_key'),
    createdAt: postedAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_unique').on(t.idempotencyKey),
    index('ledger_transactions_created_idx').on(t.createdAt, t.id),
    index('ledger_transactions_type_created_idx').on(t.type, t.createdAt, t.id),
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed paise: positive credits the account, negative debits it. */
    amount: paise('amount').notNull(),
    createdAt: postedAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
