import * as z from 'zod';
import { isChangeTag } from './change-tags';

/**
 * GET /api/events (docs/reads.md "Live updates"): a Server-Sent Events stream. Each event's `data:` is one JSON
 * `liveEvent`; its `id:` is `<process>.<number>`, which a reconnect sends back as Last-Event-ID.
 */

/** Something that just happened to the person, in words (the bell's list); `key` is the same for the same fact. */
export const liveNotice = z.object({
  key: z.string(),
  text: z.string(),
  /** ISO time of what happened. */
  at: z.iso.datetime({ offset: true }),
});
export type LiveNotice = z.infer<typeof liveNotice>;

/** A change-feed tag on the wire (schemas/change-tags.ts). */
export const changeTag = z.string().refine(isChangeTag, { error: 'validation.notAChangeTag' });

/**
 * `change`: a committed write touched these change-feed tags (only those this person may see: `user:<id>`,
 * `campaigns`, `campaign:<id>`, `clip:<id>`, `platform`), with what it means for them, if anything.
 * `resync`: anything may have changed (the server lost track, or cannot replay after Last-Event-ID): reload all.
 */
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('change'), tags: z.array(changeTag), notices: z.array(liveNotice) }),
  z.object({ type: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** Last-Event-ID as this server writes event ids; anything else cannot be replayed (a resync). */
export const lastEventId = z.string().regex(/^[0-9a-z]{1,16}\.\d{1,15}$/);
