import * as z from 'zod';
import { id, httpUrl, nextCursor, pageQuery, timestamp, type ValidationKey } from './common';
import { moneyField, moneyNonNegative } from './money';
import { platform, platformLabels, platforms as allPlatforms, type Platform } from './platform';
import type { MessageKey, MessageValues } from '../messages/keys';
import { isYoutubeUrl } from './youtube';

export const campaignStatus = z.enum(['active', 'paused', 'completed']);
export type CampaignStatus = z.infer<typeof campaignStatus>;

/**
 * A person who joined. `email` is null on the public reads (the detail and its participants pages, the same
 * for everyone); only the campaign's creator and admins read it, through the private participant contacts.
 */
export const participant = z.object({ _id: id, name: z.string(), email: z.string().nullable() });
export type Participant = z.infer<typeof participant>;

export const campaign = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  youtubeLink: z.string(),
  /**
   * The creator and their track record (docs/product.md#track-records), kept as their clips are decided: the
   * average hours from a clip's submission to its first decision (one decimal) and the share approved (whole
   * percent), both null before any decision, and the gross their approvals paid.
   */
  creator: z.object({
    _id: id,
    name: z.string(),
    reviewHours: z.number().min(0).nullable(),
    approvalRate: z.int().min(0).max(100).nullable(),
    paidOut: moneyNonNegative,
  }),
  payoutPer1000Views: moneyNonNegative,
  /** The platforms it pays for (docs/trust.md#platforms), in the order of `platforms`. */
  platforms: z.array(platform),
  /** A platform's own rate per 1000 views, where the creator set one; the others pay payoutPer1000Views. */
  platformRates: z.object({
    youtube_shorts: moneyNonNegative.optional(),
    instagram_reels: moneyNonNegative.optional(),
  }),
  totalBudget: moneyNonNegative,
  remainingBudget: moneyNonNegative,
  amountSpent: moneyNonNegative,
  status: campaignStatus,
  /** Who paused it (docs/product.md#campaign-pause): the admin, its creator, or null when it is not paused. */
  pausedBy: z.enum(['admin', 'creator']).nullable(),
  participantsCount: z.int().min(0),
  createdAt: timestamp,
  /** The creator's rules, fixed at creation (docs/trust.md#campaign-rules). */
  minPaidViews: z.int().min(0),
  /** Null: no cap. */
  maxPayoutPerClip: moneyNonNegative.nullable(),
  reviewWindowHours: z.int().min(1),
  /**
   * Hashtags and @mentions every clip's title and description (or caption) must carry, checked at submission and at
   * each measurement (docs/trust.md#required-tags); fixed at creation like the other rules.
   */
  requiredTags: z.array(z.string()),
  /** The creator's optional dates (docs/product.md#campaign-dates): no clips before startsAt; it ends at endsAt. */
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  /** When it ended (completed for good); null while it runs. */
  endedAt: timestamp.nullable(),
});
export type Campaign = z.infer<typeof campaign>;

/**
 * The detail carries the first page of participants only (earliest joiner first); participantsCount says
 * how many there are and participantsNextCursor pages on through GET /api/campaigns/:id/participants.
 */
export const campaignDetail = campaign.extend({
  participants: z.array(participant),
  participantsNextCursor: nextCursor,
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

/** A text the form requires, at most `max` characters; its messages name the field (`validation.titleRequired`). */
const requiredText = (field: 'title' | 'description' | 'requirements', max: number) => {
  const required: ValidationKey = `validation.${field}Required`;
  const tooLong: ValidationKey = `validation.${field}TooLong`;
  return z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
};

/** The fields of the Create and Edit Campaign forms, with their messages, checked on both sides. */
export const campaignInput = z.object({
  title: requiredText('title', 120),
  description: requiredText('description', 5000),
  requirements: requiredText('requirements', 5000),
  youtubeLink: httpUrl('validation.youtubeLinkInvalid').refine(isYoutubeUrl, {
    error: 'validation.youtubeLinkInvalid',
  }),
  payoutPer1000Views: moneyField({
    message: 'validation.payoutRateInvalid',
    minPaise: 0,
    exclusiveMin: true,
    maxPaise: 1_000_000_00,
    maxMessage: 'validation.payoutRateTooLarge',
  }),
  totalBudget: moneyField({ message: 'validation.totalBudgetInvalid', minPaise: 0, exclusiveMin: true }),
});
export type CampaignInput = z.infer<typeof campaignInput>;

const PLATFORM_RATE = {
  message: 'validation.platformRateInvalid',
  minPaise: 0,
  exclusiveMin: true,
  maxPaise: 1_000_000_00,
  maxMessage: 'validation.platformRateTooLarge',
} as const;

/** A platform's own payout per 1000 views, in rupees on the wire. */
export const platformRate = moneyField(PLATFORM_RATE);

/**
 * The platforms a campaign pays for and their own rates, on create (defaults: YouTube Shorts, no own rates) and
 * on edit (left out: unchanged). A rate for a platform the campaign does not pay for is refused.
 */
const platformChoice = {
  platforms: z
    .array(platform, { error: 'validation.platformsNotList' })
    .min(1, { error: 'validation.platformsEmpty' })
    .max(allPlatforms.length)
    .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'validation.platformsTwice' }),
  platformRates: z.strictObject(
    { youtube_shorts: platformRate.optional(), instagram_reels: platformRate.optional() },
    { error: 'validation.platformRatesShape' },
  ),
};
export type PlatformRates = Partial<Record<Platform, number>>;

/** The refusal of a rate set on a platform the campaign does not pay for (a catalogue key with its platform). */
export const rateWithoutPlatform = (p: Platform): { key: MessageKey; values: MessageValues } => ({
  key: 'rateWithoutPlatform',
  values: { platform: platformLabels[p] },
});

/** The same, as a request's issue: a validation message has no values, so one key per platform. */
const RATE_WITHOUT_PLATFORM: Readonly<Record<Platform, ValidationKey>> = {
  youtube_shorts: 'validation.rateWithoutYoutubeShorts',
  instagram_reels: 'validation.rateWithoutInstagramReels',
};

function ratesOnChosenPlatforms(
  value: { platforms?: Platform[]; platformRates?: PlatformRates },
  ctx: z.RefinementCtx,
) {
  if (!value.platforms || !value.platformRates) return;
  for (const p of allPlatforms) {
    if (value.platformRates[p] !== undefined && !value.platforms.includes(p)) {
      ctx.addIssue({ code: 'custom', path: ['platformRates', p], message: RATE_WITHOUT_PLATFORM[p] });
    }
  }
}

export const MAX_REVIEW_WINDOW_HOURS = 720;
// The messages say the numbers of the rules (MAX_REVIEW_WINDOW_HOURS, MAX_REQUIRED_TAGS, MAX_JOINED_IDS): a unit test
// keeps them together.
const REVIEW_WINDOW_MESSAGE: ValidationKey = 'validation.reviewWindowInvalid';
const MIN_VIEWS_MESSAGE: ValidationKey = 'validation.minViewsInvalid';

/** A hashtag or @mention: # or @, then 1 to 49 letters, digits, underscores or dots (no spaces). */
export const TAG = /^[#@][\p{L}\p{N}_.]{1,49}$/u;
const TAG_MESSAGE: ValidationKey = 'validation.requiredTagInvalid';
export const MAX_REQUIRED_TAGS = 10;

/** The rules a creator sets at creation only (an edit cannot change what clippers joined for). */
export const campaignRules = z.object({
  minPaidViews: z
    .number({ error: MIN_VIEWS_MESSAGE })
    .int({ error: MIN_VIEWS_MESSAGE })
    .min(0, { error: MIN_VIEWS_MESSAGE })
    .max(10_000_000_000, { error: 'validation.minViewsTooLarge' })
    .default(0),
  maxPayoutPerClip: moneyField({
    message: 'validation.maxPayoutInvalid',
    minPaise: 0,
    exclusiveMin: true,
  })
    .nullable()
    .default(null),
  reviewWindowHours: z
    .number({ error: REVIEW_WINDOW_MESSAGE })
    .int({ error: REVIEW_WINDOW_MESSAGE })
    .min(1, { error: REVIEW_WINDOW_MESSAGE })
    .max(MAX_REVIEW_WINDOW_HOURS, { error: REVIEW_WINDOW_MESSAGE })
    .default(72),
  requiredTags: z
    .array(z.string({ error: TAG_MESSAGE }).trim().regex(TAG, { error: TAG_MESSAGE }), { error: TAG_MESSAGE })
    .max(MAX_REQUIRED_TAGS, { error: 'validation.requiredTagsTooMany' })
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, {
      error: 'validation.requiredTagsTwice',
    })
    .default([]),
});

const campaignDate = (invalid: ValidationKey) => z.iso.datetime({ offset: true, error: invalid }).nullable().optional();

/** The optional start and end (docs/product.md#campaign-dates), on create and edit; null clears one on edit. */
export const campaignDates = z.object({
  startsAt: campaignDate('validation.startDateInvalid'),
  endsAt: campaignDate('validation.endDateInvalid'),
});
export type CampaignDates = z.infer<typeof campaignDates>;

export const createCampaignRequest = campaignInput
  .extend(campaignRules.shape)
  .extend(campaignDates.shape)
  .extend({
    platforms: platformChoice.platforms.default(['youtube_shorts']),
    platformRates: platformChoice.platformRates.default({}),
  })
  .superRefine(ratesOnChosenPlatforms);
export type CreateCampaignRequest = z.output<typeof createCampaignRequest>;

/**
 * Edit carries a status (no visible selector: docs/product.md#entities-states-and-badges). Its total budget may be 0 ("numbers at
 * least 0", docs/product.md#validation): the escrow goes back to the wallet and the campaign completes. The payout
 * stays above 0, as a zero rate would make every approval pay nothing.
 */
/** The Edit Campaign fields before the cross-field check (the web form extends them with its number inputs). */
export const updateCampaignFields = campaignInput.extend({
  totalBudget: moneyField({ message: 'validation.totalBudgetNegative', minPaise: 0 }),
  status: z.enum(['active', 'paused'], { error: 'validation.campaignStatusInvalid' }).optional(),
  ...campaignDates.shape,
  platforms: platformChoice.platforms.optional(),
  platformRates: platformChoice.platformRates.optional(),
});
export const updateCampaignRequest = updateCampaignFields.superRefine(ratesOnChosenPlatforms);
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequest>;

/** Discover's orders: the newest first (the default), the highest payout per 1K views, the most budget left. */
export const campaignSort = z.enum(['newest', 'payout', 'budget'], {
  error: 'validation.sortInvalid',
});
export type CampaignSort = z.infer<typeof campaignSort>;

/**
 * Discover's list: active campaigns a page at a time, optionally only those whose title or description contains
 * `q` (trimmed, 1 to 100 characters), in one of the sorts. The cursor belongs to its sort: another sort's is a 400.
 */
export const campaignListQuery = pageQuery.extend({
  q: z
    .string({ error: 'validation.searchNotText' })
    .trim()
    .min(1, { error: 'validation.searchLength' })
    .max(100, { error: 'validation.searchLength' })
    .optional(),
  sort: campaignSort.optional(),
  /** Only campaigns that pay for this platform. */
  platform: platform.optional(),
});
export type CampaignListQuery = z.output<typeof campaignListQuery>;

export const campaignResponse = z.object({ campaign: campaignDetail });
export const campaignListResponse = z.object({ campaigns: z.array(campaign), nextCursor });
export const participantsPageResponse = z.object({ participants: z.array(participant), nextCursor });
export const campaignMutationResponse = z.object({ message: z.string(), campaign: campaignDetail });

/** How many campaign ids one joined call may ask about (a discover page is 50 cards). */
export const MAX_JOINED_IDS = 100;
const CAMPAIGN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDS_MESSAGE: ValidationKey = 'validation.joinedIdsInvalid';

/**
 * The clipper's joined campaigns, most recently joined first, a page at a time. `ids` (comma-separated)
 * keeps only those campaigns: the "Joined" marks of the cards on screen ask about their own ids, never the
 * whole list. `status` and `q` (words of the title) narrow it for the Submit Clip picker.
 */
export const joinedCampaignsQuery = pageQuery.extend({
  ids: z
    .string({ error: IDS_MESSAGE })
    .transform((value, ctx) => {
      const ids = value.split(',').map((part) => part.trim().toLowerCase());
      if (ids.length > MAX_JOINED_IDS) {
        ctx.addIssue({ code: 'custom', message: 'validation.joinedIdsTooMany' });
        return z.NEVER;
      }
      if (!ids.every((part) => CAMPAIGN_ID.test(part))) {
        ctx.addIssue({ code: 'custom', message: IDS_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .optional(),
  status: z.literal('active', { error: 'validation.joinedStatusInvalid' }).optional(),
  q: z.string().trim().max(100, { error: 'validation.joinedSearchTooLong' }).optional(),
});
export type JoinedCampaignsQuery = z.output<typeof joinedCampaignsQuery>;
