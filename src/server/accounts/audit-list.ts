import { and, eq, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { auditEntry, auditQuery } from '../../../schemas/accounts';
import type { Db } from '../db/client';
import { adminAudit } from '../db/accounts-schema';
import { users } from '../db/schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

type AuditEntry = z.output<typeof auditEntry>;

const asRecord = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The audit trail newest first, filtered by who acted, what they did and on which object. */
export async function listAudit(db: Db, query: z.output<typeof auditQuery>) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: (SQL | undefined)[] = [
    query.actor ? eq(adminAudit.actorId, query.actor) : undefined,
    query.action ? eq(adminAudit.action, query.action) : undefined,
    query.objectType ? eq(adminAudit.objectType, query.objectType) : undefined,
    query.objectId ? eq(adminAudit.objectId, query.objectId) : undefined,
    afterCursor(adminAudit.createdAt, adminAudit.id, query.cursor),
  ];
  const rows = await db
    .select({
      id: adminAudit.id,
      actorId: adminAudit.actorId,
      actorName: users.name,
      action: adminAudit.action,
      objectType: adminAudit.objectType,
      objectId: adminAudit.objectId,
      before: adminAudit.before,
      after: adminAudit.after,
      createdAt: adminAudit.createdAt,
      cursorAt: cursorAt(adminAudit.createdAt),
    })
    .from(adminAudit)
    .innerJoin(users, eq(users.id, adminAudit.actorId))
    .where(and(...conditions))
    .orderBy(...keysetOrder(adminAudit.createdAt, adminAudit.id))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  const entries = page.map((row): AuditEntry => ({
    id: row.id,
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action as AuditEntry['action'],
    objectType: row.objectType as AuditEntry['objectType'],
    objectId: row.objectId,
    before: asRecord(row.before),
    after: asRecord(row.after),
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, nextCursor };
}
