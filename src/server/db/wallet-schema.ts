import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredWords } from '../../../schemas/common';
import { createdAt, paise } from './columns';
import { users } from './schema';

/** Money in and out of wallets at their edges: card top-up orders and clippers' UPI withdrawals. */

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (order_...). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: paise('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid'] })
      .notNull()
      .default('created'),
    providerPaymentId: text('provider_payment_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('payment_orders_payment_unique').on(t.providerPaymentId),
    index('payment_orders_user_idx').on(t.userId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: paise('amount').notNull(),
    upiId: text('upi_id').notNull(),
    /**
     * requested: waits for an admin; sending: handed to the payout provider, not final yet; paid; returned: the
     * provider failed, rejected, cancelled or reversed it, and the amount is back in the wallet; rejected by an admin
     * (docs/payouts.md#states).
     */
    status: text('status', { enum: ['requested', 'sending', 'paid', 'rejected', 'returned'] })
      .notNull()
      .default('requested'),
    /** The UTR of a paid payout (or the admin's reference of one paid by hand). */
    reference: text('reference'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    /** Why a requested withdrawal waits for an admin rather than going out at once (docs/payouts.md#policy). */
    holdReason: text('hold_reason', {
      enum: ['manual', 'over_limit', 'new_upi', 'risk_flag', 'paused', 'send_failed'],
    }),
    /** X-Payout-Idempotency: stored before the first call and sent unchanged on every retry. */
    payoutKey: text('payout_key'),
    /** The provider's payout id (pout_…), once it answered. */
    payoutId: text('payout_id'),
    /** The provider's last state of it (queued, pending, processing, processed, reversed, …). */
    payoutState: text('payout_state'),
    /** Why the provider returned it, or why the last send failed, in the provider's words. */
    payoutNote: text('payout_note'),
    /** A returned payout's reason as its catalogue key and values (docs/languages.md "Stored texts"). */
    payoutNoteSaid: jsonb('payout_note_said').$type<StoredWords>(),
    /** Failed create calls so far; the next is not before nextAttemptAt. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** When it was first handed to the provider, for reconciliation (docs/payouts.md#reconciliation). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When the provider's state was last read or heard. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    uniqueIndex('withdrawals_payout_key_unique').on(t.payoutKey),
    uniqueIndex('withdrawals_payout_id_unique').on(t.payoutId),
    // The scheduler's work: payouts not final yet (docs/payouts.md#reconciliation).
    index('withdrawals_sending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'sending'`),
    // Whether a clipper was ever paid to this UPI ID (a first payout to a new one waits for an admin).
    index('withdrawals_user_upi_paid_idx')
      .on(t.userId, t.upiId)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** The admin's payout policy (docs/payouts.md#policy): one row, id 1. */
export const payoutSettings = pgTable('payout_settings', {
  id: integer('id').primaryKey().default(1),
  /** Withdrawals up to this go out as soon as they are requested; larger ones wait for an admin. */
  autoLimit: paise('auto_limit').notNull().default(1_000_000),
  /** Pauses every automatic payout (sends and retries) at once. */
  paused: boolean('paused').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A clipper's UPI IDs, saved as they use them, with the name the provider gave for each (docs/payouts.md#upi-ids). */
export const savedUpiIds = pgTable(
  'saved_upi_ids',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    address: text('address').notNull(),
    /** The account holder's name the provider reported; null until validated (or where validation is unavailable). */
    registeredName: text('registered_name'),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
