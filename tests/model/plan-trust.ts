import type { Intent } from './intents';
import { DAY, HOUR, flagsOf, postpone, remeasure } from './measurement';
import { payoutCap } from '../../schemas/payout-math';
import { feeOf, grossOf, termsOf, type CampaignModel, type ClipModel, type Model } from './model';
import {
  badBody,
  badRejection,
  callerFor,
  idFor,
  pick,
  refusalOf,
  rejectClip,
  rejectionOf,
  tokenOf,
  who,
  type Step,
} from './plan-shared';

/**
 * A payout as the model sees it: the gross at the clip's rate capped at what is left and at the campaign's
 * maximum per clip, 12% fee, and the net held until `heldUntil` (else straight to the wallet). Returns the net.
 */
function pay(
  model: Model,
  clip: ClipModel,
  campaign: CampaignModel,
  views: number,
  remaining: number,
  heldUntil: number | null,
): number {
  const gross = grossOf(views, clip.rate, payoutCap(termsOf(model, campaign, remaining)));
  const fee = feeOf(gross);
  const net = gross - fee;
  campaign.spent += gross;
  campaign.approvedViews += views;
  Object.assign(clip, { status: 'approved', net, fee, gross, paidViews: views, heldUntil: net > 0 ? heldUntil : null });
  if (clip.heldUntil === null) model.move(clip.userId, net);
  else model.moveHeld(clip.userId, net);
  model.platformFees += fee;
  model.feesEarned += fee;
  model.payoutsOut += net;
  return net;
}

/**
 * What an approval pays for: at most the views YouTube (or Instagram) measured last; null when the platform no longer
 * shows the video, a reel Instagram has not measured yet (never paid on the claim), or the views are below the
 * campaign's minimum (the approval is refused, 422).
 */
export function payableViews(clip: ClipModel, campaign: CampaignModel, confirmed: number): number | null {
  if (!clip.measure.available) return null;
  if (clip.platform === 'instagram_reels' && clip.measure.measuredViews === null) return null;
  const views = clip.measure.measuredViews === null ? confirmed : Math.min(confirmed, clip.measure.measuredViews);
  return views < campaign.minViews ? null : views;
}

/**
 * An approval (by the creator or, from the review queue, an admin) as its answer says: the model's net, held
 * until the time the answer gives when the holdback is on.
 */
export function applyApproval(
  model: Model,
  clip: ClipModel,
  campaign: CampaignModel,
  views: number,
  remaining: number,
  json: unknown,
): void {
  const answered = (json as { clip: { earnings: number; views: number; heldUntil: string | null } }).clip;
  const heldUntil = answered.heldUntil === null ? null : Date.parse(answered.heldUntil);
  const net = pay(model, clip, campaign, views, remaining, model.holdbackDays > 0 ? heldUntil : null);
  if (answered.earnings !== net || answered.views !== views)
    throw new Error(
      `approval paid ${answered.earnings} for ${answered.views} views, model ${net} for ${views} (gross ${clip.gross}, fee ${clip.fee})`,
    );
  const expectHeld = model.holdbackDays > 0 && net > 0;
  if (expectHeld !== (heldUntil !== null))
    throw new Error(`approval held until ${answered.heldUntil}; the model expects ${expectHeld ? 'a hold' : 'none'}`);
}

/**
 * YouTube's count fell (or the video went private: 0) during the holdback: the payout is recomputed for the new
 * views, capped at what was paid; the gross difference goes back to the campaign (to the creator's wallet when the
 * campaign was deleted), the net from the held account and the fee's share from the fees.
 */
function lowerHeldPayout(model: Model, clip: ClipModel, views: number, at: number): void {
  if (
    clip.status !== 'approved' ||
    clip.heldUntil === null ||
    clip.released ||
    !(at < clip.heldUntil) ||
    !(views < clip.paidViews)
  )
    return;
  const campaign = model.campaigns.find((c) => c.id === clip.campaignId);
  if (!campaign) throw new Error(`model: no campaign ${clip.campaignId}`);
  const gross = grossOf(views, clip.rate, clip.gross);
  const fee = feeOf(gross);
  const back = { gross: clip.gross - gross, fee: clip.fee - fee, net: clip.net - (gross - fee) };
  model.moveHeld(clip.userId, -back.net);
  model.platformFees -= back.fee;
  model.feesEarned -= back.fee;
  model.payoutsOut -= back.net;
  campaign.spent -= back.gross;
  campaign.approvedViews -= clip.paidViews - views;
  // A deleted or settled campaign's escrow went back to its creator: so does this difference (and a settled
  // campaign's budget stays what it spent).
  if (campaign.deleted || campaign.settled) model.move(campaign.creatorId, back.gross);
  if (!campaign.deleted && campaign.settled) campaign.total -= back.gross;
  Object.assign(clip, { paidViews: views, gross, fee, net: gross - fee });
  model.trust.lowered += 1;
}

/**
 * The deadline rule on one overdue clip: list it for the admin when unmeasured, gone or flagged; reject it when
 * measured below the campaign's minimum; else approve at its measured views, or list it when no budget is left.
 */
function decideOverdue(model: Model, clip: ClipModel, at: number): void {
  const campaign = model.campaigns.find((c) => c.id === clip.campaignId);
  if (!campaign) throw new Error(`model: no campaign ${clip.campaignId}`);
  const { measuredViews, available } = clip.measure;
  const remaining = model.remaining(campaign);
  const escalate = () => {
    clip.escalated = true;
    model.trust.escalated += 1;
  };
  if (measuredViews === null || !available || flagsOf(clip.claimedViews, clip.measure).length > 0) return escalate();
  // Measured below the campaign's minimum: the rule rejects it, before it would try to pay.
  if (measuredViews < campaign.minViews) {
    rejectClip(clip, { reason: 'requirements_not_met', note: null, by: 'rule' });
    return;
  }
  // No budget left: the payment is refused, so an admin decides.
  if (remaining <= 0) return escalate();
  model.trust.ruleApproved += 1;
  pay(model, clip, campaign, measuredViews, remaining, model.holdbackDays > 0 ? at + model.holdbackDays * DAY : null);
}

/**
 * Time passes: the scheduler runs at a later time (1 hour to 5 days on). Its jobs in order: the refreshes
 * re-measure every pending or approved Short and reel due (lowering held payouts whose views fell; a reel Instagram
 * cannot measure now waits for the next round), Instagram tokens near their end are refreshed, the deadline rule
 * decides or lists every overdue pending clip (oldest deadline first, as budgets run out), and holdbacks that
 * ended release their net to the wallet.
 */
export function planAdvanceClock(model: Model, intent: Intent): Step {
  const hours = 1 + (intent.amount % (5 * 24));
  const at = model.clock + hours * HOUR;
  return {
    describe: `the clock moves ${hours} hours on and the scheduler runs`,
    route: 'adminReviewQueue',
    schedulerAt: at,
    expected: 200,
    apply: () => {
      model.clock = at;
      const due = model.clips.filter(
        (c) => c.status !== 'rejected' && c.measure.nextMeasureAt !== null && c.measure.nextMeasureAt <= at,
      );
      for (const clip of due) {
        const outcome =
          clip.platform === 'instagram_reels'
            ? model.instagram.measureReel(clip.userId, clip.videoId)
            : { kind: 'measured' as const, views: model.youtube.get(clip.videoId)?.views ?? null };
        if (outcome.kind === 'later') {
          postpone(clip.measure, at);
          model.trust.reelWaiting += 1;
          continue;
        }
        lowerHeldPayout(model, clip, outcome.views ?? 0, at);
        remeasure(clip.measure, outcome.views, at);
        model.trust.remeasured += 1;
        if (clip.platform === 'instagram_reels')
          model.trust[outcome.views === null ? 'reelGone' : 'reelRemeasured'] += 1;
      }
      model.instagram.refreshTokens(at);
      const overdue = model.clips
        .filter((c) => c.status === 'pending' && !c.escalated && c.deadline <= at)
        .sort((a, b) => a.deadline - b.deadline || (a.id < b.id ? -1 : 1));
      for (const clip of overdue) decideOverdue(model, clip, at);
      // Then the campaigns whose end date came end (the run's settleEnded settles those with nothing pending).
      for (const campaign of model.live())
        if (campaign.endsAt !== null && !campaign.ended && campaign.endsAt <= at) campaign.ended = true;
      for (const clip of model.clips) {
        if (clip.status === 'approved' && clip.heldUntil !== null && !clip.released && clip.heldUntil <= at) {
          clip.released = true;
          model.trust.released += 1;
          model.moveHeld(clip.userId, -clip.net);
          model.move(clip.userId, clip.net);
        }
      }
    },
  };
}

/**
 * YouTube's count for a clip's video changes (no request to the API): up, down (YouTube removing fake views), or
 * the video goes private; a private video comes back public with its count.
 */
export function planYouTubeViews(model: Model, intent: Intent): Step {
  // Mostly a clip still measured: its change is what the next refresh sees.
  const shorts = model.clips.filter((c) => c.platform === 'youtube_shorts');
  const live = shorts.filter((c) => c.status !== 'rejected' && c.measure.nextMeasureAt !== null);
  const clip = (intent.own ? pick(live, intent.target) : undefined) ?? pick(shorts, intent.target);
  const video = clip ? model.youtube.get(clip.videoId) : undefined;
  const base = { route: 'adminReviewQueue' as const, offline: true, expected: 200 };
  if (!clip || !video) return { ...base, describe: 'YouTube changes nothing (no clip yet)' };
  const was = video.views;
  let views: number | null;
  if (was === null) views = intent.amount % 300_000;
  else if (intent.variant < 10) views = null;
  else if (intent.variant < 45) views = Math.floor((was * (intent.amount % 100)) / 100);
  else views = was + (intent.amount % (intent.scale < 5 ? 5_000 : 200_000));
  return {
    ...base,
    describe: `YouTube's count for clip ${model.clips.indexOf(clip)}'s video goes from ${String(was)} to ${views === null ? 'private' : views}`,
    apply: () => model.setVideo({ ...video, views }),
  };
}

/** An admin approves or rejects a clip from the review queue (only clips the deadline rule listed). */
export function planAdminReview(model: Model, intent: Intent, approve: boolean): Step {
  const caller = callerFor(model, intent, ['admin']);
  const queued = model.clips.filter((c) => c.status === 'pending' && c.escalated);
  const clip = (intent.own ? pick(queued, intent.target) : undefined) ?? pick(model.clips, intent.target);
  const campaign = clip ? model.campaigns.find((c) => c.id === clip.campaignId) : undefined;
  const id = idFor(intent, clip?.id);
  const views = 1 + ((intent.amount * 17) % 600_000);
  const route = approve ? ('adminApproveClip' as const) : ('adminRejectClip' as const);
  const rejection = rejectionOf(intent);
  const body = approve ? { viewCount: views } : rejection.body;
  const describe = `${who(caller)} ${approve ? `approves from the queue with ${views} views` : `rejects from the queue (${JSON.stringify(body ?? null)})`} ${clip && id === clip.id ? `clip ${model.clips.indexOf(clip)}` : `clip ${id}`}`;
  const base = { route, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, expected: refusal };
  if (!approve && badBody(intent)) return { ...base, body: badRejection(intent), expected: 400 };
  if (approve && badBody(intent))
    return { ...base, describe: `${describe} (viewCount 0)`, body: { viewCount: 0 }, expected: 400 };
  if (!clip || !campaign || id !== clip.id) return { ...base, expected: 404 };
  // A clip the rule did not list, or no longer pending, is not in the queue.
  if (clip.status !== 'pending' || !clip.escalated) return { ...base, expected: 422 };
  if (!approve) {
    const { reason, note } = rejection;
    return { ...base, expected: 200, apply: () => rejectClip(clip, { reason, note, by: 'admin' }) };
  }
  const paid = payableViews(clip, campaign, views);
  const remaining = model.remaining(campaign);
  if (paid === null || remaining <= 0) return { ...base, expected: 422 };
  return { ...base, expected: 200, apply: (json) => applyApproval(model, clip, campaign, paid, remaining, json) };
}
