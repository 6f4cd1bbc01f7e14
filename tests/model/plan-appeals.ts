import type { Intent } from './intents';
import type { ClipModel, Model } from './model';
import { applyApproval, payableViews } from './plan-trust';
import { badBody, callerFor, idFor, pick, refusalOf, tokenOf, who, type Step } from './plan-shared';

/**
 * Appeals (docs/product.md#appeals), as the docs say them apart from the server's code: the clipper appeals a
 * rejection once (a run lasts minutes, so always within the 7 days), the creator answers once, an admin upholds or
 * overturns; an overturn is an approval at the measured views (claimed when unmeasured) by every approval rule.
 */
const label = (model: Model, clip: ClipModel | undefined, id: string) =>
  clip && id === clip.id ? `clip ${model.clips.indexOf(clip)}` : `clip ${id}`;

/** Mostly a clip the operation could act on (when `own`), else any clip. */
function clipFor(model: Model, intent: Intent, likely: (clip: ClipModel) => boolean): ClipModel | undefined {
  const chosen = intent.own ? pick(model.clips.filter(likely), intent.target) : undefined;
  return chosen ?? pick(model.clips, intent.target);
}

/**
 * Who acts: mostly (a well-formed call, `own`) the one person who may act on a clip the operation could act on,
 * found from the clips (appeals are rare, so a random person seldom has one); else callerFor's choice.
 */
function actorFor(model: Model, intent: Intent, candidates: ClipModel[], ownerOf: (clip: ClipModel) => string) {
  const clip = intent.own && intent.variant >= 16 ? pick(candidates, intent.target) : undefined;
  const owner = clip ? model.people.find((p) => p.id === ownerOf(clip) && p.token) : undefined;
  return owner ?? null;
}

export function planAppeal(model: Model, intent: Intent): Step {
  const appealable = model.clips.filter((c) => c.status === 'rejected' && !c.appeal);
  const caller = actorFor(model, intent, appealable, (c) => c.userId) ?? callerFor(model, intent, ['user']);
  const clip = clipFor(model, intent, (c) => c.userId === caller?.id && c.status === 'rejected' && !c.appeal);
  const campaign = clip ? model.campaigns.find((c) => c.id === clip.campaignId) : undefined;
  const id = idFor(intent, clip?.id);
  const body = { message: `Appeal at step amount ${intent.amount}.` };
  const describe = `${who(caller)} appeals ${label(model, clip, id)}`;
  const base = { route: 'appealClip' as const, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['user']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent)) return { ...base, describe: `${describe} (no message)`, body: { message: ' ' }, expected: 400 };
  if (!caller || !clip || !campaign || id !== clip.id) return { ...base, expected: 404 };
  if (clip.userId !== caller.id) return { ...base, expected: 403 };
  if (clip.appeal) return { ...base, expected: 409 };
  if (clip.status !== 'rejected' || campaign.deleted) return { ...base, expected: 422 };
  return { ...base, expected: 201, apply: () => void (clip.appeal = { status: 'open', answered: false }) };
}

export function planAnswerAppeal(model: Model, intent: Intent): Step {
  const open = model.clips.filter((c) => c.appeal?.status === 'open' && !c.appeal.answered);
  const creatorOf = (c: ClipModel) => model.campaigns.find((k) => k.id === c.campaignId)?.creatorId ?? '';
  const caller = actorFor(model, intent, open, creatorOf) ?? callerFor(model, intent, ['creator']);
  const mine = (c: ClipModel) => model.campaigns.some((k) => k.id === c.campaignId && k.creatorId === caller?.id);
  const clip = clipFor(model, intent, (c) => mine(c) && c.appeal?.status === 'open');
  const campaign = clip ? model.campaigns.find((c) => c.id === clip.campaignId) : undefined;
  const id = idFor(intent, clip?.id);
  const body = { message: `Answer at step amount ${intent.amount}.` };
  const describe = `${who(caller)} answers the appeal of ${label(model, clip, id)}`;
  const base = { route: 'answerAppeal' as const, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent)) return { ...base, describe: `${describe} (no message)`, body: {}, expected: 400 };
  if (!caller || !clip || !campaign || id !== clip.id) return { ...base, expected: 404 };
  if (campaign.creatorId !== caller.id) return { ...base, expected: 403 };
  const { appeal } = clip;
  if (appeal?.status !== 'open') return { ...base, expected: 422 };
  if (appeal.answered) return { ...base, expected: 409 };
  return { ...base, expected: 200, apply: () => void (appeal.answered = true) };
}

export function planDecideAppeal(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['admin']);
  const clip = clipFor(model, intent, (c) => c.appeal?.status === 'open');
  const campaign = clip ? model.campaigns.find((c) => c.id === clip.campaignId) : undefined;
  const id = idFor(intent, clip?.id);
  const overturn = intent.scale >= 4;
  const body = overturn ? { decision: 'overturn' } : { decision: 'uphold', note: `Upheld at ${intent.amount}.` };
  const describe = `${who(caller)} ${overturn ? 'overturns' : 'upholds'} the appeal of ${label(model, clip, id)}`;
  const base = { route: 'decideAppeal' as const, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent))
    return { ...base, describe: `${describe} (uphold without a note)`, body: { decision: 'uphold' }, expected: 400 };
  if (!clip || !campaign || id !== clip.id) return { ...base, expected: 404 };
  const { appeal } = clip;
  if (appeal?.status !== 'open' || clip.status !== 'rejected') return { ...base, expected: 422 };
  if (!overturn) return { ...base, expected: 200, apply: () => void (appeal.status = 'upheld') };
  // Deleting the campaign returned its escrow: an overturn has nothing to pay from.
  if (campaign.deleted) return { ...base, expected: 422 };
  // A rejection frees its video: a clip of it submitted since holds it (docs/product.md#appeals).
  if (model.videoTaken(clip.platform, clip.videoId)) return { ...base, expected: 409 };
  const views = clip.measure.measuredViews ?? clip.claimedViews;
  const paid = views < 1 ? null : payableViews(clip, campaign, views);
  const remaining = model.remaining(campaign);
  if (paid === null || remaining <= 0) return { ...base, expected: 422 };
  return {
    ...base,
    expected: 200,
    apply: (json) => {
      applyApproval(model, clip, campaign, paid, remaining, json);
      appeal.status = 'overturned';
      // Measured again from the next run of the scheduler, to the end of its period.
      const now = Date.now();
      clip.measure.nextMeasureAt = now < clip.measure.measureUntil ? now : null;
    },
  };
}
