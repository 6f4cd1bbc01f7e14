import { aliasedTable, and, desc, eq, type AnyColumn } from 'drizzle-orm';
import { BLOCKS_LIMIT, type AdminBlock, type BlockClipperRequest, type CreatorBlock } from '../../../schemas/block';
import type { Db, Tx } from '../db/client';
import { creatorBlocks } from '../db/blocks-schema';
import { users } from '../db/schema';
import { isUuid } from '../campaigns/campaign-record';
import { conflict, forbidden, notFound } from '../refusals';

/**
 * The creator blocks a clipper from all their campaigns (docs/product.md#blocking): a clipper account that exists,
 * once (409 after that); their pending clips stay reviewable.
 */
export async function blockClipper(tx: Tx, creatorId: string, input: BlockClipperRequest): Promise<CreatorBlock> {
  const [clipper] = isUuid(input.clipperId)
    ? await tx
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, input.clipperId))
    : [];
  if (!clipper || clipper.role !== 'user') throw notFound('clipperNotFound');
  const [row] = await tx
    .insert(creatorBlocks)
    .values({ creatorId, clipperId: clipper.id, reason: input.reason })
    .onConflictDoNothing()
    .returning({ createdAt: creatorBlocks.createdAt });
  if (!row) throw conflict('alreadyBlocked');
  return {
    clipper: { _id: clipper.id, name: clipper.name },
    reason: input.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The creator lifts their block (404 when there is none). */
export async function unblockClipper(tx: Tx, creatorId: string, clipperId: string): Promise<void> {
  const removed = await tx
    .delete(creatorBlocks)
    .where(and(eq(creatorBlocks.creatorId, creatorId), eq(creatorBlocks.clipperId, clipperId)))
    .returning({ clipperId: creatorBlocks.clipperId });
  if (removed.length === 0) throw notFound('notBlocked');
}

/**
 * The join condition of `creatorId`'s block of the clipper in `clipperId` (a column of the query it joins): a join or
 * a clip reads it in the statement it already makes (a left join, no round trip of its own) and refuses a block
 * with `refuseBlocked`.
 */
export const blockOf = (creatorId: string, clipperId: AnyColumn) =>
  and(eq(creatorBlocks.creatorId, creatorId), eq(creatorBlocks.clipperId, clipperId));

/** Refuses (403) a clipper's join or clip on a campaign of a creator who blocked them (`blocked`: the row's block). */
export function refuseBlocked(blocked: string | null): void {
  if (blocked !== null) throw forbidden('blockedByCreator');
}

/** The creator's blocks, newest first (at most BLOCKS_LIMIT). */
export async function listCreatorBlocks(db: Db, creatorId: string): Promise<CreatorBlock[]> {
  const rows = await db
    .select({ clipperId: users.id, name: users.name, reason: creatorBlocks.reason, createdAt: creatorBlocks.createdAt })
    .from(creatorBlocks)
    .innerJoin(users, eq(users.id, creatorBlocks.clipperId))
    .where(eq(creatorBlocks.creatorId, creatorId))
    .orderBy(desc(creatorBlocks.createdAt))
    .limit(BLOCKS_LIMIT);
  return rows.map((row) => ({
    clipper: { _id: row.clipperId, name: row.name },
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Every creator's blocks, newest first (at most BLOCKS_LIMIT), for the admin. */
export async function listAllBlocks(db: Db): Promise<AdminBlock[]> {
  const creators = aliasedTable(users, 'creators');
  const rows = await db
    .select({
      creatorId: creators.id,
      creatorName: creators.name,
      clipperId: users.id,
      clipperName: users.name,
      reason: creatorBlocks.reason,
      createdAt: creatorBlocks.createdAt,
    })
    .from(creatorBlocks)
    .innerJoin(users, eq(users.id, creatorBlocks.clipperId))
    .innerJoin(creators, eq(creators.id, creatorBlocks.creatorId))
    .orderBy(desc(creatorBlocks.createdAt))
    .limit(BLOCKS_LIMIT);
  return rows.map((row) => ({
    creator: { _id: row.creatorId, name: row.creatorName },
    clipper: { _id: row.clipperId, name: row.clipperName },
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
