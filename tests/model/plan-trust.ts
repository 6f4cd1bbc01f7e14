import type { Intent } from './intents';
import { feeOf, grossOf, type CampaignModel, type ClipModel, type Model } from './model';
import { badBody, callerFor, idFor, pick, refusalOf, tokenOf, who, type Step } from './plan-shared';

const HOUR = 3600_000;

/**
 * An approval (by the creator or, from the review queue, an admin) as the model sees it: the gross at the
 * clip's rate capped at what is left, 12% fee, and the net held until the time the answer gives when the
 * holdback is on, else straight to the wallet.
 */
export function applyApproval(model: Model, clip: ClipModel, campaign: CampaignModel, views: number, remaining: number, json: unknown): void {
  const gross = grossOf(views, clip.rate, remaining);
  const fee = feeOf(gross);
  const net = gross - fee;
  campaign.spent += gross;
  campaign.approvedViews += views;
  clip.status = 'approved';
  clip.net = net;
  clip.fee = fee;
  const answered = (json as { clip: { earnings: number; heldUntil: string | null } }).clip;
  if (answered.earnings !== net) throw new Error(`approval paid ${answered.earnings}, model ${net} (gross ${gross}, fee ${fee})`);
  const heldUntil = answered.heldUntil === null ? null : Date.parse(answered.heldUntil);
  const expectHeld = model.holdbackDays > 0 && net > 0;
  if (expectHeld !== (heldUntil !== null)) throw new Error(`approval held until ${answered.heldUntil}; the model expects ${expectHeld ? 'a hold' : 'none'}`);
  clip.heldUntil = heldUntil;
  if (heldUntil === null) model.move(clip.userId, net);
  else model.moveHeld(clip.userId, net);
  model.platformFees += fee;
  model.feesEarned += fee;
  model.payoutsOut += net;
}

/**
 * Time passes: the scheduler runs at a later time (1 hour to 8 days on), so review deadlines (72 hours by
 * default) and holdbacks (7 days) come due. Views are unmeasured in the model test, so the deadline rule lists
 * every overdue pending clip for the admin; holdbacks that ended release their net to the wallet.
 */
export function planAdvanceClock(model: Model, intent: Intent): Step {
  const hours = 1 + (intent.amount % (8 * 24));
  const at = model.clock + hours * HOUR;
  return {
    describe: `the clock moves ${hours} hours on and the scheduler runs`,
    route: 'adminReviewQueue',
    schedulerAt: at,
    expected: 200,
    apply: () => {
      model.clock = at;
      for (const clip of model.clips) {
        if (clip.status === 'pending' && !clip.escalated && clip.deadline <= at) clip.escalated = true;
        if (clip.status === 'approved' && clip.heldUntil !== null && !clip.released && clip.heldUntil <= at) {
          clip.released = true;
          model.moveHeld(clip.userId, -clip.net);
          model.move(clip.userId, clip.net);
        }
      }
    },
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
  const body = approve ? { viewCount: views } : undefined;
  const describe = `${who(caller)} ${approve ? `approves from the queue with ${views} views` : 'rejects from the queue'} ${clip && id === clip.id ? `clip ${model.clips.indexOf(clip)}` : `clip ${id}`}`;
  const base = { route, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, expected: refusal };
  if (approve && badBody(intent)) return { ...base, describe: `${describe} (viewCount 0)`, body: { viewCount: 0 }, expected: 400 };
  if (!clip || !campaign || id !== clip.id) return { ...base, expected: 404 };
  // A clip the rule did not list, or no longer pending, is not in the queue.
  if (clip.status !== 'pending' || !clip.escalated) return { ...base, expected: 422 };
  if (!approve) return { ...base, expected: 200, apply: () => void (clip.status = 'rejected') };
  const remaining = model.remaining(campaign);
  if (remaining <= 0) return { ...base, expected: 422 };
  return { ...base, expected: 200, apply: (json) => applyApproval(model, clip, campaign, views, remaining, json) };
}
