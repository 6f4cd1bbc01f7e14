import * as z from 'zod';
import { id, nextCursor, plainStoredWords, storedWords, timestamp, type ValidationKey } from './common';
import { moneyNonNegative } from './money';
import { platform, videoOfLink } from './platform';

/** A clip link that is no platform's video link. */
export const CLIP_LINK_MESSAGE: ValidationKey = 'clipLinkInvalid';

export const clipStatus = z.enum(['pending', 'approved', 'rejected']);
export type ClipStatus = z.infer<typeof clipStatus>;

/** The risk signals (docs/trust.md#risk-signals); each flag carries a reason the reviewer can read. */
export const riskFlagCode = z.enum([
  'claimed_above_measured',
  'views_fell',
  'view_spike',
  'engagement_outlier',
  'channel_implausible',
  'tags_missing',
]);
export type RiskFlagCode = z.infer<typeof riskFlagCode>;
export const riskFlag = z.object({
  code: riskFlagCode,
  reason: z.string(),
  /** The reason's parts as their words, for the screens to say (docs/languages.md "Stored texts"); null if kept before. */
  said: z.array(plainStoredWords).nullable().default(null),
});
export type RiskFlag = z.infer<typeof riskFlag>;

/** Who decided a clip: its campaign's creator, the review-deadline rule, or an admin from the review queue. */
export const clipDecider = z.enum(['creator', 'rule', 'admin']);
export type ClipDecider = z.infer<typeof clipDecider>;

/**
 * Why a clip was rejected (docs/product.md#clip-review): the creator, the review-deadline rule and admins choose
 * from this one list; the clipper sees the reason's label with the note, if any.
 */
export const rejectionReason = z.enum(
  ['not_my_content', 'requirements_not_met', 'inauthentic_views', 'duplicate', 'video_unavailable', 'other'],
  {
    error: 'rejectionReasonUnknown',
  },
);
export type RejectionReason = z.infer<typeof rejectionReason>;

/** Each reason as people read it (the reject dialog, the clip, the email and the notification). */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  not_my_content: 'Not my content',
  requirements_not_met: 'Requirements not met',
  inauthentic_views: 'Views look inauthentic',
  duplicate: 'Duplicate or re-upload',
  video_unavailable: 'Video unavailable',
  other: 'Other',
};

/** A note given with a rejection, at most this long. */
export const REJECTION_NOTE_MAX = 500;

/** A rejected clip's rejection: the reason, the note given with it, who rejected it and when. */
export const clipRejection = z.object({
  reason: rejectionReason,
  note: z.string().nullable(),
  /** A note the server wrote (a campaign's deletion) as its words, for the screens to say (docs/languages.md). */
  noteSaid: storedWords.nullable().default(null),
  by: clipDecider,
  at: timestamp,
});
export type ClipRejection = z.infer<typeof clipRejection>;

/** Days after a rejection within which its clipper may appeal it, once (docs/product.md#appeals). */
export const APPEAL_DAYS = 7;
export const APPEAL_MS = APPEAL_DAYS * 24 * 3600 * 1000;

export const appealStatus = z.enum(['open', 'upheld', 'overturned']);
export type AppealStatus = z.infer<typeof appealStatus>;

/**
 * A clipper's appeal of a rejection and its history: their message, the creator's one answer, and the admin's
 * decision with its note (docs/product.md#appeals).
 */
export const clipAppeal = z.object({
  status: appealStatus,
  message: z.string(),
  answer: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** When the clipper appealed. */
  at: timestamp,
  answeredAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
});
export type ClipAppeal = z.infer<typeof clipAppeal>;

export const clip = z.object({
  _id: id,
  campaign: z.object({ _id: id, title: z.string() }),
  user: z.object({ _id: id, name: z.string(), email: z.string() }),
  youtubeLink: z.string(),
  link: z.string(),
  /** The platform its link is on (docs/trust.md#platforms). */
  platform,
  notes: z.string(),
  /** The campaign's rate when the clip was submitted: its approval pays at this rate. */
  payoutPer1000Views: moneyNonNegative,
  /** Claimed views while pending; the creator's confirmed count once approved. */
  views: z.int().min(0),
  claimedViews: z.int().min(0),
  /** Net paid to the clipper (0 until approved). */
  earnings: moneyNonNegative,
  /**
   * While pending: the net its clipper would get if it alone were approved now at its claimed views, by every
   * rule an approval applies (docs/product.md#money-and-payouts); 0 once decided.
   */
  pendingEstimate: moneyNonNegative,
  status: clipStatus,
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
  /** YouTube's view count at measuredAt; null when unmeasured (no YouTube key): the screens say so. */
  measuredViews: z.int().min(0).nullable(),
  measuredAt: timestamp.nullable(),
  /** False once YouTube no longer shows the video (private or deleted); null before any measurement. */
  videoAvailable: z.boolean().nullable(),
  riskScore: z.int().min(0).max(100),
  flags: z.array(riskFlag),
  /** Reviewed by then, or a rule decides (docs/trust.md#review-deadline). */
  reviewDeadline: timestamp,
  decidedBy: clipDecider.nullable(),
  /** The admin who decided it (the review queue, an appeal), from the audit trail (docs/accounts.md#audit). */
  decidedByAdmin: z.string().nullable().default(null),
  /** Why an automatic decision or an adjustment was made; null for a creator's own decision. */
  decisionReason: z.string().nullable(),
  /** The reason as its catalogue key and values, for the screens to say (docs/languages.md "Stored texts"). */
  decisionReasonSaid: storedWords.nullable(),
  /** Set while the deadline rule has listed the clip for an admin. */
  escalatedAt: timestamp.nullable(),
  /** Why and by whom it was rejected; null unless rejected (kept when an appeal overturned the rejection). */
  rejection: clipRejection.nullable(),
  /** The clipper's appeal of the rejection, or null. */
  appeal: clipAppeal.nullable(),
  /**
   * The end of the rejection's appeal window, passed or not; null when no appeal can be made (not rejected,
   * appealed already, or its campaign deleted).
   */
  appealUntil: timestamp.nullable(),
  /** The approval's net is held until then; releasedAt once it reached the withdrawable wallet. */
  heldUntil: timestamp.nullable(),
  releasedAt: timestamp.nullable(),
});
export type Clip = z.infer<typeof clip>;

const SELECT_AND_LINK: ValidationKey = 'validation.selectCampaignAndLink';

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
    .max(500, { error: 'validation.linkTooLong', abort: true })
    // Text that is not a link at all gets the form's general message; a link elsewhere than a YouTube video, the next.
    .refine(isUrl, { error: SELECT_AND_LINK, abort: true })
    .refine((link) => videoOfLink(link) !== null, { error: CLIP_LINK_MESSAGE }),
  notes: z.string().max(1000, { error: 'validation.clipNotesTooLong' }).optional(),
  viewCount: z
    .number({ error: 'validation.claimedViewsInvalid' })
    .int({ error: 'validation.claimedViewsInvalid' })
    .min(0, { error: 'validation.claimedViewsInvalid' })
    .max(10_000_000_000, { error: 'validation.claimedViewsTooLarge' })
    .optional(),
});
export type SubmitClipRequest = z.infer<typeof submitClipRequest>;

/**
 * A rejection's reason and note. Both may be left out (the reason is then `other`): a call without a body rejects
 * as it always did; the web app always asks for a reason.
 */
export const rejectClipRequest = z.object({
  reason: rejectionReason.default('other'),
  note: z
    .string({ error: 'validation.noteNotText' })
    .trim()
    .max(REJECTION_NOTE_MAX, { error: 'rejectionNoteTooLong' })
    .optional(),
});
export type RejectClipRequest = z.input<typeof rejectClipRequest>;

export const VIEW_COUNT_MESSAGE: ValidationKey = 'validation.viewCountInvalid';

export const approveClipRequest = z.object({
  viewCount: z
    .number({ error: VIEW_COUNT_MESSAGE })
    .int({ error: VIEW_COUNT_MESSAGE })
    .min(1, { error: VIEW_COUNT_MESSAGE })
    .max(10_000_000_000, { error: 'validation.viewCountTooLarge' }),
});
export type ApproveClipRequest = z.infer<typeof approveClipRequest>;

export const clipResponse = z.object({ message: z.string(), clip });

/** At most this many clips in one bulk review (docs/product.md#clip-review). */
export const BULK_REVIEW_MAX = 100;

/**
 * Pending Reviews' bulk review: approve each clip at its measured views (its claimed views when unmeasured), or
 * reject each for one reason and note. Each clip is decided as its own approval or rejection would be.
 */
export const reviewClipsRequest = z.object({
  clipIds: z
    .array(id, { error: 'validation.bulkReviewIdsNotList' })
    .min(1, { error: 'bulkReviewCount' })
    .max(BULK_REVIEW_MAX, { error: 'bulkReviewCount' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'bulkReviewTwice' }),
  action: z.enum(['approve', 'reject'], { error: 'bulkReviewAction' }),
  reason: rejectionReason.default('other'),
  note: rejectClipRequest.shape.note,
});
export type ReviewClipsRequest = z.input<typeof reviewClipsRequest>;

/** One clip's outcome in a bulk review: decided (with the clip as it now is), or refused with the reason why. */
export const clipReviewOutcome = z.object({
  _id: z.string(),
  outcome: z.enum(['approved', 'rejected', 'refused']),
  /** The net paid to its clipper (0 unless approved). */
  amount: moneyNonNegative,
  /** The clip as it now is, once decided; null when refused. */
  clip: clip.nullable(),
  /** Why it was refused (the message its own approval or rejection would have given), else null. */
  message: z.string().nullable(),
  /** The status its own call would have answered when refused (404, 403, 409, 422), else null. */
  status: z.int().nullable(),
});
export type ClipReviewOutcome = z.infer<typeof clipReviewOutcome>;

export const reviewClipsResponse = z.object({ message: z.string(), results: z.array(clipReviewOutcome) });

/** A page of clips: the clipper's own (newest first) or the creator's review queue (oldest first). */
export const clipsPageResponse = z.object({ clips: z.array(clip), nextCursor });
