import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, paise } from './columns';
import { users } from './schema';
import { paymentOrders } from './wallet-schema';

/**
 * The provider's refunds and disputes of top-up payments (docs/product.md#payments), one row per refund or
 * dispute: its webhooks update the row, and `provider_ref` (rfnd_... / disp_...) being unique is what makes
 * a replayed event record and move money once. A refund or a lost dispute debits the creator's wallet as far
 * as its balance allows (`recovered`) and flags the rest (`unrecovered`) for the admin.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['refund', 'dispute'] }).notNull(),
    /** The provider's refund id (rfnd_...) or dispute id (disp_...). */
    providerRef: text('provider_ref').notNull(),
    /** The refunded or disputed payment (pay_...). */
    paymentId: text('payment_id').notNull(),
    /** The top-up order the payment credited; null when no order of ours was paid by it. */
    orderId: text('order_id').references(() => paymentOrders.id),
    /** The creator whose wallet the payment credited. */
    userId: uuid('user_id').references(() => users.id),
    /** Paise refunded or disputed, as the provider says. */
    amount: paise('amount').notNull(),
    /** The provider's latest status: refunds created/processed/failed, disputes open/under_review/won/lost/closed... */
    status: text('status').notNull(),
    /** Paise debited from the creator's wallet for it. */
    recovered: paise('recovered').notNull().default(0),
    /** Paise the wallet could not cover: the admin's to settle. */
    unrecovered: paise('unrecovered').notNull().default(0),
    /** When the money was moved (or found to have nothing to move); a replay after it moves nothing. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** The provider's X-Razorpay-Event-Id of the last event applied, for tracing. */
    lastEventId: text('last_event_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_ref_unique').on(t.kind, t.providerRef),
    index('payment_events_created_idx').on(t.createdAt, t.id),
    check(
      'payment_events_amounts',
      sql`${t.recovered} >= 0 AND ${t.unrecovered} >= 0 AND ${t.recovered} + ${t.unrecovered} <= ${t.amount}`,
    ),
  ],
);
