import type { AuditAction, AuditObjectType } from '../../../schemas/accounts';
import type { Tx } from '../db/client';
import { adminAudit } from '../db/accounts-schema';

export type AuditRecord = {
  actorId: string;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  /** The fields the action changed, as they were and as it left them. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Records an admin's action in the action's own transaction (docs/accounts.md#audit), so an action that committed is
 * always on record and a refused one never is. The table refuses UPDATE and DELETE (migration 0031).
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: record.actorId,
    action: record.action,
    objectType: record.objectType,
    objectId: record.objectId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
