import * as z from 'zod';
import { id, timestamp } from './common';

/** A block's reason, at most this long after trimming (docs/product.md#blocking). */
export const BLOCK_REASON_MAX = 300;

/** A creator blocks a clipper from all their campaigns, saying why. */
export const blockClipperRequest = z.object({
  clipperId: id,
  reason: z
    .string({ error: 'blockReasonMissing' })
    .trim()
    .min(1, { error: 'blockReasonMissing' })
    .max(BLOCK_REASON_MAX, { error: 'blockReasonTooLong' }),
});
export type BlockClipperRequest = z.infer<typeof blockClipperRequest>;

const person = z.object({ _id: id, name: z.string() });

/** One block as its creator sees it: whom, why and since when. */
export const creatorBlock = z.object({ clipper: person, reason: z.string(), createdAt: timestamp });
export type CreatorBlock = z.infer<typeof creatorBlock>;

export const blockResponse = z.object({ message: z.string(), block: creatorBlock });
export const creatorBlocksResponse = z.object({ blocks: z.array(creatorBlock) });

/** One block as the admin sees it: who blocked whom, why and since when. */
export const adminBlock = creatorBlock.extend({ creator: person });
export type AdminBlock = z.infer<typeof adminBlock>;
export const adminBlocksResponse = z.object({ blocks: z.array(adminBlock) });

/** At most this many blocks in one answer, newest first. */
export const BLOCKS_LIMIT = 200;
