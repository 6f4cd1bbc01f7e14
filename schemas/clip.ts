import * as z from 'zod';
import { id, nextCursor, timestamp } from './common';
import { moneyNonNegative } from './money';
import { youtubeVideoId } from './youtube';

export const clipStatus = z.enum(['pending', 'approved', 'rejected']);
export type ClipStatus = z.infer<typeof clipStatus>;

export const clip = z.object({
  _id: id,
  campaign: z.object({ _id: id, title: z.string() }),
  user: z.object({ _id: id, name: z.string(), email: z.string() }),
  youtubeLink: z.string(),
  link: z.string(),
  notes: z.string(),
  /** The campaign's rate when the clip was submitted: its approval pays at this rate. */
  payoutPer1000Views: moneyNonNegative,
  /** Claimed views while pending; the creator's confirmed count once approved. */
  views: z.int().min(0),
  claimedViews: z.int().min(0),
  /** Net paid to the clipper (0 until approved). */
  earnings: moneyNonNegative,
  status: clipStatus,
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
});
export type Clip = z.infer<typeof clip>;

const SELECT_AND_LINK = 'Please select a campaign and enter a valid link';

/** What a URL-typed input accepts (docs/product.md#validation): any absolute URL. */
function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

export const submitClipRequest = z.object({
  campaignId: z.string({ error: SELECT_AND_LINK }).min(1, { error: SELECT_AND_LINK }).max(64),
  clipLink: z
    .string({ error: SELECT_AND_LINK })
    .trim()
    .min(1, { error: SELECT_AND_LINK, abort: true })
    .max(500, { error: 'Link is too long', abort: true })
    // Text that is not a link at all gets the spec's message; a link elsewhere than a YouTube video, the next.
    .refine(isUrl, { error: SELECT_AND_LINK, abort: true })
    .refine((link) => youtubeVideoId(link) !== null, {
      error: 'Enter a YouTube Shorts, watch or youtu.be video link',
    }),
  notes: z.string().max(1000, { error: 'Notes must be at most 1000 characters' }).optional(),
  viewCount: z
    .number({ error: 'Views must be a whole number of 0 or more' })
    .int({ error: 'Views must be a whole number of 0 or more' })
    .min(0, { error: 'Views must be a whole number of 0 or more' })
    .max(10_000_000_000, { error: 'Views must be at most 10,000,000,000' })
    .optional(),
});
export type SubmitClipRequest = z.infer<typeof submitClipRequest>;

export const VIEW_COUNT_MESSAGE = 'Please enter a valid positive number for view count';
/** An approval on a campaign whose escrow is empty would pay nothing yet block the video: refused (422). */
export const NO_BUDGET_LEFT = 'This campaign has no budget left. Raise its budget or reject the clip.';

export const approveClipRequest = z.object({
  viewCount: z
    .number({ error: VIEW_COUNT_MESSAGE })
    .int({ error: VIEW_COUNT_MESSAGE })
    .min(1, { error: VIEW_COUNT_MESSAGE })
    .max(10_000_000_000, { error: 'View count must be at most 10,000,000,000' }),
});
export type ApproveClipRequest = z.infer<typeof approveClipRequest>;

export const clipResponse = z.object({ message: z.string(), clip });
/** A page of clips: the clipper's own (newest first) or the creator's review queue (oldest first). */
export const clipsPageResponse = z.object({ clips: z.array(clip), nextCursor });
