import { and, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { PaymentEvent, adminPaymentEventsQuery } from '../../../schemas/admin';
import type { Db, Tx } from '../db/client';
import { paymentEvents } from '../db/payment-events-schema';
import { users } from '../db/schema';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

/**
 * The admin's list of refunds and disputes of top-ups (docs/product.md#payments), newest first, optionally
 * one kind, in keyset pages over (created_at, id) like the other admin lists.
 */
export async function listPaymentEvents(
  db: Db | Tx,
  query: z.output<typeof adminPaymentEventsQuery>,
): Promise<{ events: PaymentEvent[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await db
    .select({
      id: paymentEvents.id,
      kind: paymentEvents.kind,
      providerRef: paymentEvents.providerRef,
      paymentId: paymentEvents.paymentId,
      orderId: paymentEvents.orderId,
      status: paymentEvents.status,
      amount: paymentEvents.amount,
      recovered: paymentEvents.recovered,
      unrecovered: paymentEvents.unrecovered,
      createdAt: paymentEvents.createdAt,
      updatedAt: paymentEvents.updatedAt,
      creatorId: users.id,
      creatorName: users.name,
      creatorEmail: users.email,
      cursorAt: sql<string>`${paymentEvents.createdAt}::text`,
    })
    .from(paymentEvents)
    .leftJoin(users, eq(users.id, paymentEvents.userId))
    .where(
      and(
        query.kind ? eq(paymentEvents.kind, query.kind) : undefined,
        afterCursor(paymentEvents.createdAt, paymentEvents.id, query.cursor),
      ),
    )
    .orderBy(...keysetOrder(paymentEvents.createdAt, paymentEvents.id))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  return {
    events: page.map((row) => ({
      _id: row.id,
      kind: row.kind,
      providerRef: row.providerRef,
      paymentId: row.paymentId,
      orderId: row.orderId,
      status: row.status,
      amount: row.amount,
      recovered: row.recovered,
      unrecovered: row.unrecovered,
      creator:
        row.creatorId !== null && row.creatorName !== null && row.creatorEmail !== null
          ? { _id: row.creatorId, name: row.creatorName, email: row.creatorEmail }
          : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor,
  };
}
