import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['requested', 'paid', 'rejected'] })
      .notNull()
      .default('requested'),
    reference: text('reference'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
  ],
);
