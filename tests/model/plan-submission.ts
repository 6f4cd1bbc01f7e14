import type { Platform } from '../../schemas/platform';
import type { Intent } from './intents';
import { firstMeasurement, flagsOf, notMeasuredYet } from './measurement';
import type { CampaignModel, Model, Person } from './model';
import { badBody, badId, MALFORMED_ID, pick, refusalOf, tokenOf, UNKNOWN_ID, who, type Step } from './plan-shared';

/**
 * What a clip submission shares whatever its platform (docs/trust.md#platforms): the campaign it goes to, the checks
 * before the platform is asked, and what an accepted one answers and adds to the model.
 */

const BAD_CLIP_FIELDS: Record<string, unknown>[] = [
  { clipLink: 'not a link' },
  { clipLink: 'https://vimeo.com/123456' },
  { viewCount: -1 },
  { viewCount: 2.5 },
];

/** The campaign a clipper submits to: mostly one they joined that pays for the platform (when `own`), else any. */
export function submissionTarget(model: Model, intent: Intent, caller: Person | null, platform: Platform) {
  const joined = caller ? model.campaigns.filter((c) => c.participants.has(caller.id)) : [];
  const paying = joined.filter((c) => c.platforms.includes(platform));
  const campaign =
    (intent.own ? (pick(paying, intent.target) ?? pick(joined, intent.target)) : undefined) ??
    pick(model.campaigns, intent.target);
  const campaignId = badId(intent)
    ? intent.amount % 2 === 0
      ? MALFORMED_ID
      : UNKNOWN_ID
    : (campaign?.id ?? UNKNOWN_ID);
  const claimedViews = intent.scale === 9 ? undefined : (intent.amount * 13) % 400_000;
  const named = campaign && campaignId === campaign.id ? `campaign ${model.campaigns.indexOf(campaign)}` : campaignId;
  return { campaign, campaignId, claimedViews, named };
}

/** A submission the checks before its platform let through: its request, clipper and campaign. */
type Checked =
  { refused: Step } | { refused: null; base: Omit<Step, 'expected'>; caller: Person; campaign: CampaignModel };

/**
 * The submission's request (of `what`, at `clipLink`), and the refusals before its platform is asked: the caller, the
 * body, the campaign, its platforms.
 */
export function checkSubmission(
  model: Model,
  intent: Intent,
  caller: Person | null,
  target: ReturnType<typeof submissionTarget>,
  { platform, clipLink, what }: { platform: Platform; clipLink: string; what: string },
): Checked {
  const { campaign, campaignId, claimedViews } = target;
  const describe = `${who(caller)} submits ${what} to ${target.named} claiming ${claimedViews ?? 'no'} views`;
  const body = {
    campaignId,
    clipLink,
    notes: 'model',
    ...(claimedViews === undefined ? {} : { viewCount: claimedViews }),
  };
  const base = { route: 'submitClip' as const, token: tokenOf(caller), describe, body };
  const refusal = refusalOf(caller, ['user']);
  const refuse = (expected: number, why = '', sent: unknown = body) => ({
    refused: { ...base, describe: why ? `${describe} (${why})` : describe, body: sent, expected },
  });
  if (refusal) return refuse(refusal);
  if (badBody(intent)) {
    const bad = pick(BAD_CLIP_FIELDS, intent.amount) ?? {};
    return refuse(400, `with ${JSON.stringify(bad)}`, { ...body, ...bad });
  }
  if (!caller || !campaign || campaign.deleted || campaignId !== campaign.id) return refuse(404);
  if (!campaign.participants.has(caller.id)) return refuse(403, 'not joined');
  if (model.statusOf(campaign) !== 'active') return refuse(422, model.statusOf(campaign));
  if (model.blocks.has(`${campaign.creatorId}:${caller.id}`)) return refuse(403, 'blocked');
  // Checked after the join, status and start, before the platform is asked (docs/trust.md#platforms).
  if (!campaign.platforms.includes(platform)) return refuse(422, `pays for ${campaign.platforms.join(' and ')}`);
  return { refused: null, base, caller, campaign };
}

type Accepted = {
  campaign: CampaignModel;
  caller: Person;
  platform: Platform;
  videoId: string;
  claimedViews: number | undefined;
  /** The views the platform measured at submission; null: not measured yet (a reel with too few viewers). */
  views: number | null;
};

/**
 * An accepted submission as its answer says: the rate of its platform (else the campaign's), a 72-hour review
 * deadline (the model's campaigns keep the default window), the platform's count, and the flags of that count.
 */
export function acceptSubmission(model: Model, json: unknown, accepted: Accepted): void {
  const { campaign, caller, platform, videoId, claimedViews, views } = accepted;
  const { clip } = json as {
    clip: {
      _id: string;
      payoutPer1000Views: number;
      reviewDeadline: string;
      createdAt: string;
      measuredViews: number | null;
      flags: { code: string }[];
    };
  };
  const rate = (platform === 'instagram_reels' ? campaign.reelRate : null) ?? campaign.rate;
  if (clip.payoutPer1000Views !== rate) throw new Error(`clip rate ${clip.payoutPer1000Views} != the model's ${rate}`);
  const deadline = Date.parse(clip.reviewDeadline);
  if (deadline - Date.parse(clip.createdAt) !== 72 * 3600_000)
    throw new Error(`review deadline ${clip.reviewDeadline} is not 72 hours after ${clip.createdAt}`);
  if (clip.measuredViews !== views)
    throw new Error(`submission measured ${clip.measuredViews} views, the platform shows ${views}`);
  const at = Date.parse(clip.createdAt);
  const measure = views === null ? notMeasuredYet(at) : firstMeasurement(views, at);
  const flags = flagsOf(claimedViews ?? 0, measure);
  if (clip.flags.map((f) => f.code).join() !== flags.join())
    throw new Error(`submission flagged ${JSON.stringify(clip.flags)}, the model ${flags.join() || 'nothing'}`);
  model.addClip({
    id: clip._id,
    campaignId: campaign.id,
    userId: caller.id,
    platform,
    videoId,
    rate,
    claimedViews: claimedViews ?? 0,
    deadline,
    measure,
  });
}
