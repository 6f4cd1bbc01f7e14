import type { Intent } from './intents';
import { type CampaignModel, type ClipModel, type Model, type Person } from './model';
import { planAnswerAppeal, planAppeal, planDecideAppeal } from './plan-appeals';
import { planPayoutEvent } from './plan-payouts';
import { planPasswordReset, planSuspend } from './plan-accounts';
import { acceptSubmission, checkSubmission, submissionTarget } from './plan-submission';
import {
  planDeleteReel,
  planLinkInstagram,
  planReelViews,
  planRevokeInstagram,
  planSubmitReel,
  platformFields,
  platformsFor,
} from './plan-reels';
import { applyApproval, payableViews, planAdminReview, planAdvanceClock, planYouTubeViews } from './plan-trust';
import {
  UNKNOWN_ID,
  badBody,
  badRejection,
  rejectClip as rejectModelClip,
  rejectionOf,
  badId,
  callerFor,
  idFor,
  pick,
  refusalOf,
  rupees,
  tokenOf,
  who,
  type Counter,
  type Step,
} from './plan-shared';

export type { Counter, Step } from './plan-shared';

/** An amount in paise from the intent: small, with paise, the exact `balance`, or just above it. */
function amountFor(intent: Intent, balance: number): number {
  switch (intent.scale) {
    case 0:
    case 1:
      return balance > 0 ? balance : 100;
    case 2:
      return balance + 1 + (intent.amount % 500);
    case 3:
    case 4:
      return 1 + (intent.amount % 50_000);
    default:
      return 100 * (1 + (intent.amount % 2_000));
  }
}

let titles = 0;
function campaignBody(rate: number, budget: number, extra: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `Model campaign ${titles}`,
    description: 'Cut the best moments into Shorts.',
    requirements: 'Vertical, under 60 seconds.',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    payoutPer1000Views: rupees(rate),
    totalBudget: rupees(budget),
    ...extra,
  };
}

/** A payout rate in paise per 1000 views: from a paisa to ₹200. */
const rateFor = (intent: Intent) => (intent.scale === 9 ? 1 : 1 + ((intent.amount * 7) % 20_000));

const BAD_CAMPAIGN_FIELDS: Record<string, unknown>[] = [
  { payoutPer1000Views: 0 },
  { totalBudget: 10.123 },
  { title: '   ' },
  { youtubeLink: 'https://example.com/video' },
];

export function planStep(model: Model, intent: Intent, ids: { email: Counter; video: Counter }): Step {
  switch (intent.op) {
    case 'signup':
      return planSignup(model, intent, ids.email);
    case 'login':
      return planLogin(model, intent);
    case 'logoutAll':
      return planLogoutAll(model, intent);
    case 'topupOrder':
      return planTopupOrder(model, intent);
    case 'sandboxPay':
      return planSandboxPay(model, intent);
    case 'verifyPayment':
      return planVerify(model, intent);
    case 'createCampaign':
      return planCreate(model, intent);
    case 'updateCampaign':
      return planUpdate(model, intent);
    case 'deleteCampaign':
      return planDelete(model, intent);
    case 'joinCampaign':
      return planJoin(model, intent);
    case 'submitClip':
      return planSubmit(model, intent, ids.video);
    case 'approveClip':
    case 'rejectClip':
      return planReview(model, intent, intent.op === 'approveClip');
    case 'reviewClips':
      return planBulkReview(model, intent);
    case 'blockClipper':
    case 'unblockClipper':
      return planBlock(model, intent, intent.op === 'blockClipper');
    case 'appealClip':
      return planAppeal(model, intent);
    case 'answerAppeal':
      return planAnswerAppeal(model, intent);
    case 'decideAppeal':
      return planDecideAppeal(model, intent);
    case 'adminCampaignStatus':
      return planAdminStatus(model, intent);
    case 'withdraw':
      return planWithdraw(model, intent);
    case 'payWithdrawal':
    case 'rejectWithdrawal':
      return planSettle(model, intent, intent.op === 'payWithdrawal');
    case 'adminFeeWithdraw':
      return planFeeWithdraw(model, intent);
    case 'payoutEvent':
      return planPayoutEvent(model, intent);
    case 'suspendUser':
    case 'reinstateUser':
      return planSuspend(model, intent);
    case 'resetPassword':
      return planPasswordReset(model, intent);
    case 'advanceClock':
      return planAdvanceClock(model, intent);
    case 'youtubeViews':
      return planYouTubeViews(model, intent);
    case 'adminApproveClip':
    case 'adminRejectClip':
      return planAdminReview(model, intent, intent.op === 'adminApproveClip');
    case 'linkInstagram':
      return planLinkInstagram(model, intent);
    case 'submitReel':
      return planSubmitReel(model, intent);
    case 'reelViews':
      return planReelViews(model, intent);
    case 'deleteReel':
      return planDeleteReel(model, intent);
    case 'revokeInstagram':
      return planRevokeInstagram(model, intent);
  }
}

const MAX_PER_ROLE = 5;
/** testConfig's minWithdrawalPaise. */
const MIN_WITHDRAWAL_PAISE = 100;

function planSignup(model: Model, intent: Intent, emails: Counter): Step {
  const role = intent.actor % 2 === 0 ? 'user' : 'creator';
  const base = { route: 'signup' as const };
  const existing = pick(model.people, intent.target);
  if (existing && (intent.variant < 10 || model.ofRole(role).length >= MAX_PER_ROLE)) {
    // Emails are compared without case.
    const body = { name: 'Copy Cat', email: existing.email.toUpperCase(), password: 'password123', role };
    return { ...base, describe: `signup with ${existing.label}'s email`, body, expected: 409 };
  }
  if (intent.variant < 16) {
    const body =
      intent.variant < 13
        ? { name: 'Short Pass', email: `short.${emails.next()}@example.com`, password: 'short', role }
        : {
            name: 'Would Be Admin',
            email: `admin.${emails.next()}@example.com`,
            password: 'password123',
            role: 'admin',
          };
    return {
      ...base,
      describe: `signup refused (${body.password === 'short' ? 'short password' : 'admin role'})`,
      body,
      expected: 400,
    };
  }
  const email = `model.${emails.next()}@example.com`;
  const label = `${role === 'user' ? 'clipper' : 'creator'} ${model.ofRole(role).length + 1}`;
  return {
    ...base,
    describe: `signup ${label}`,
    body: { name: label, email, password: 'password123', role },
    expected: 201,
    apply: (json) => {
      const res = json as { token: string; user: { _id: string } };
      model.people.push({
        label,
        id: res.user._id,
        role,
        email,
        password: 'password123',
        token: res.token,
        lastToken: res.token,
      });
    },
  };
}

function planLogin(model: Model, intent: Intent): Step {
  // Mostly someone who signed out everywhere, so their figures are checked again soon.
  const signedOut = model.people.filter((p) => !p.token);
  const person = (intent.own ? pick(signedOut, intent.actor) : undefined) ?? pick(model.people, intent.actor);
  if (!person) throw new Error('model: nobody to log in');
  const route = person.role === 'admin' ? 'adminLogin' : 'login';
  const base = { mayBeLimited: true };
  if (intent.variant < 5) {
    return {
      ...base,
      route,
      describe: `login ${person.label} with a wrong password`,
      body: { email: person.email, password: 'wrong-password' },
      expected: 401,
    };
  }
  if (intent.variant < 8 && person.role !== 'admin') {
    return {
      ...base,
      route: 'adminLogin',
      describe: `admin login as ${person.label}`,
      body: { email: person.email, password: person.password },
      expected: 401,
    };
  }
  if (person.suspended)
    return {
      ...base,
      route,
      describe: `login ${person.label}, suspended`,
      body: { email: person.email, password: person.password },
      expected: 403,
    };
  return {
    ...base,
    route,
    describe: `login ${person.label}`,
    body: { email: person.email, password: person.password },
    expected: 200,
    apply: (json) => {
      const { token } = json as { token: string };
      person.token = token;
      person.lastToken = token;
    },
  };
}

function planLogoutAll(model: Model, intent: Intent): Step {
  const caller = intent.variant < 3 ? null : (pick(model.people, intent.actor) ?? null);
  const refusal = caller?.token ? null : 401;
  return {
    describe: `${who(caller)} signs out everywhere`,
    route: 'logoutAll',
    token: tokenOf(caller),
    expected: refusal ?? 200,
    apply: () => {
      if (caller) caller.token = null;
    },
  };
}

function planTopupOrder(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['creator']);
  const base = { route: 'topup' as const, token: tokenOf(caller) };
  const refusal = refusalOf(caller, ['creator']);
  const amount = intent.scale < 3 ? 100 * (1 + (intent.amount % 5_000)) : 100 + (intent.amount % 100_000);
  if (refusal)
    return {
      ...base,
      describe: `${who(caller)} creates a top-up order`,
      body: { amount: rupees(amount) },
      expected: refusal,
    };
  if (badBody(intent)) {
    const bad = pick([0.5, 0, 12.345, 1_000_000.01, 'ten'], intent.amount);
    return {
      ...base,
      describe: `${who(caller)} creates a top-up order of ${String(bad)}`,
      body: { amount: bad },
      expected: 400,
    };
  }
  return {
    ...base,
    describe: `${who(caller)} creates a top-up order of ${amount} paise`,
    body: { amount: rupees(amount) },
    expected: 201,
    apply: (json) => {
      const { order } = json as { order: { id: string; amount: number } };
      if (order.amount !== amount) throw new Error(`order amount ${order.amount} != ${amount}`);
      if (!caller) throw new Error('unreachable: a creator made the order');
      model.orders.push({ id: order.id, userId: caller.id, amount, paidWith: null, payments: [] });
    },
  };
}

function planSandboxPay(model: Model, intent: Intent): Step {
  const unpaid = model.orders.filter((o) => !o.paidWith);
  const order =
    intent.variant < 6
      ? undefined
      : ((intent.own ? pick(unpaid, intent.target) : undefined) ?? pick(model.orders, intent.target));
  const base = { route: 'sandboxPay' as const };
  if (intent.variant >= 6 && intent.variant < 9)
    return { ...base, describe: 'sandbox pays an empty order id', body: { order_id: '' }, expected: 400 };
  if (!order)
    return { ...base, describe: 'sandbox pays an unknown order', body: { order_id: 'order_unknown' }, expected: 404 };
  return {
    ...base,
    describe: `sandbox pays order ${model.orders.indexOf(order)}`,
    body: { order_id: order.id },
    expected: order.paidWith ? 409 : 200,
    apply: (json) => {
      order.payments.push(json as (typeof order.payments)[number]);
    },
  };
}

function planVerify(model: Model, intent: Intent): Step {
  const signed = model.orders.filter((o) => o.payments.length > 0);
  const open = signed.filter((o) => !o.paidWith);
  const order = (intent.own ? pick(open, intent.target) : undefined) ?? pick(signed, intent.target);
  const payment = order ? pick(order.payments, intent.amount) : undefined;
  const owner = order ? model.person(order.userId) : undefined;
  const caller = intent.own && owner && intent.variant >= 8 ? owner : callerFor(model, intent, ['creator']);
  const base = { route: 'verifyPayment' as const, token: tokenOf(caller) };
  const body = payment ?? {
    razorpay_payment_id: 'pay_unknown',
    razorpay_order_id: 'order_unknown',
    razorpay_signature: 'f'.repeat(64),
  };
  const describe = `${who(caller)} verifies ${order ? `order ${model.orders.indexOf(order)}` : 'an unknown order'}`;
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, describe, body, expected: refusal };
  if (badBody(intent))
    return {
      ...base,
      describe: `${describe} without a signature`,
      body: { ...body, razorpay_signature: '' },
      expected: 400,
    };
  if (!order || !payment || !caller) return { ...base, describe, body, expected: 404 };
  if (order.userId !== caller.id) return { ...base, describe, body, expected: 403 };
  if (intent.variant >= 16 && intent.variant < 22) {
    return {
      ...base,
      describe: `${describe} with a forged signature`,
      body: { ...payment, razorpay_signature: '0'.repeat(64) },
      expected: 400,
    };
  }
  if (order.paidWith === payment.razorpay_payment_id)
    return { ...base, describe: `${describe} again (replay)`, body, expected: 200 };
  if (order.paidWith) return { ...base, describe: `${describe} with a second payment`, body, expected: 409 };
  return {
    ...base,
    describe,
    body,
    expected: 200,
    apply: (json) => {
      order.paidWith = payment.razorpay_payment_id;
      model.move(caller.id, order.amount);
      model.moneyIn += order.amount;
      const { balance } = json as { balance: number };
      if (balance !== model.wallet(caller.id))
        throw new Error(`verify answered balance ${balance}, model ${model.wallet(caller.id)}`);
    },
  };
}

function planCreate(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['creator']);
  const budget = amountFor(intent, caller ? model.wallet(caller.id) : 0);
  const rate = rateFor(intent);
  const base = { route: 'createCampaign' as const, token: tokenOf(caller) };
  const describe = `${who(caller)} creates a campaign (budget ${budget}, rate ${rate})`;
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, describe, body: campaignBody(rate, budget), expected: refusal };
  if (badBody(intent)) {
    const bad = pick(BAD_CAMPAIGN_FIELDS, intent.amount) ?? {};
    return {
      ...base,
      describe: `${describe} with ${JSON.stringify(bad)}`,
      body: campaignBody(rate, budget, bad),
      expected: 400,
    };
  }
  if (!caller) throw new Error('unreachable: a creator calls');
  // Some campaigns carry the creator's rules: a cap per clip (in whole rupees) and a minimum of views.
  const rules = {
    maxPerClip: intent.scale % 3 === 0 ? 100 * (1 + (intent.amount % 50)) : null,
    minViews: intent.scale % 4 === 0 ? (intent.amount * 7) % 50_000 : 0,
  };
  // One campaign in ten ends a few hours to four days from now, so runs meet an end date passing.
  const endsAt = intent.scale === 7 ? Date.now() + (1 + (intent.amount % 96)) * 3600_000 : null;
  const { platforms, reelRate } = platformsFor(intent);
  const body = campaignBody(rate, budget, {
    ...(rules.maxPerClip === null ? {} : { maxPayoutPerClip: rupees(rules.maxPerClip) }),
    minPaidViews: rules.minViews,
    ...(endsAt === null ? {} : { endsAt: new Date(endsAt).toISOString() }),
    ...platformFields(platforms, reelRate),
  });
  if (budget > model.wallet(caller.id)) return { ...base, describe, body, expected: 422 };
  return {
    ...base,
    describe,
    body,
    expected: 201,
    apply: (json) => {
      const { campaign } = json as { campaign: { _id: string } };
      model.move(caller.id, -budget);
      model.campaigns.push({
        id: campaign._id,
        creatorId: caller.id,
        title: body.title,
        rate,
        total: budget,
        spent: 0,
        pausedByAdmin: false,
        pausedByCreator: false,
        deleted: false,
        participants: new Set(),
        approvedViews: 0,
        endsAt,
        ended: false,
        settled: false,
        ...rules,
        platforms,
        reelRate,
      });
    },
  };
}

/** A campaign to act on: mostly the caller's own (when `own`), else anyone's; undefined when there is none. */
function campaignFor(model: Model, intent: Intent, caller: Person | null): CampaignModel | undefined {
  if (intent.own && caller) {
    const chosen = pick(
      model.campaigns.filter((c) => c.creatorId === caller.id),
      intent.target,
    );
    if (chosen) return chosen;
  }
  return pick(model.campaigns, intent.target);
}

function planUpdate(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['creator']);
  const campaign = campaignFor(model, intent, caller);
  const id = idFor(intent, campaign?.id);
  const wallet = caller ? model.wallet(caller.id) : 0;
  const current = campaign ?? { total: 0, spent: 0, rate: 100 };
  const totals = [
    0,
    current.total + 1 + (intent.amount % 10_000),
    Math.max(0, current.total - 1 - (intent.amount % 10_000)),
    current.spent - 1,
    current.total + wallet + 1,
    current.total,
  ];
  const total = Math.max(0, totals[intent.scale % totals.length] ?? 0);
  // A creator pauses rarely and resumes more often (docs/product.md#campaign-pause): a paused campaign takes no
  // clips, and the runs must still meet the deadline rule's paths.
  const requested = intent.amount % 5 === 0 ? (intent.amount % 20 === 5 ? 'paused' : 'active') : undefined;
  const rate = intent.scale === 7 ? Math.max(1, Math.floor(current.rate / 2)) : current.rate;
  const body = campaignBody(rate, total, requested ? { status: requested } : {});
  const describe = `${who(caller)} edits ${campaign && !badId(intent) ? `campaign ${model.campaigns.indexOf(campaign)}` : `campaign ${id}`} (budget ${total}, rate ${rate}${requested ? `, ${requested}` : ''})`;
  const base = { route: 'updateCampaign' as const, token: tokenOf(caller), params: { id } };
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, describe, body, expected: refusal };
  if (badBody(intent))
    return {
      ...base,
      describe: `${describe} with a negative budget`,
      body: { ...body, totalBudget: -1 },
      expected: 400,
    };
  if (!caller || !campaign || campaign.deleted || id !== campaign.id) return { ...base, describe, body, expected: 404 };
  if (campaign.creatorId !== caller.id) return { ...base, describe, body, expected: 403 };
  if (campaign.ended) return { ...base, describe, body, expected: 409 };
  if (total < campaign.spent) return { ...base, describe, body, expected: 422 };
  // An admin's pause is the admin's to lift; otherwise the creator's edit sets or lifts their own pause.
  if (campaign.pausedByAdmin && requested === 'active') return { ...base, describe, body, expected: 403 };
  if (total - campaign.total > model.wallet(caller.id)) return { ...base, describe, body, expected: 422 };
  return {
    ...base,
    describe,
    body,
    expected: 200,
    apply: () => {
      model.move(caller.id, campaign.total - total);
      campaign.total = total;
      campaign.rate = rate;
      campaign.title = body.title;
      if (requested !== undefined && !campaign.pausedByAdmin) campaign.pausedByCreator = requested === 'paused';
    },
  };
}

function planDelete(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['creator']);
  const campaign = campaignFor(model, intent, caller);
  const id = idFor(intent, campaign?.id);
  const describe = `${who(caller)} deletes ${campaign && !badId(intent) ? `campaign ${model.campaigns.indexOf(campaign)}` : `campaign ${id}`}`;
  const base = { route: 'deleteCampaign' as const, token: tokenOf(caller), params: { id }, describe };
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, expected: refusal };
  if (!caller || !campaign || campaign.deleted || id !== campaign.id) return { ...base, expected: 404 };
  if (campaign.creatorId !== caller.id) return { ...base, expected: 403 };
  return {
    ...base,
    expected: 200,
    apply: () => {
      for (const clip of model.pendingOn(campaign.id))
        rejectModelClip(clip, { reason: 'other', note: 'The campaign was deleted.', by: 'creator' });
      model.move(caller.id, model.remaining(campaign));
      campaign.deleted = true;
    },
  };
}

/**
 * A creator blocks a clipper from all their campaigns, or lifts the block (docs/product.md#blocking): a clipper's
 * account only (anyone else: 404), once (then 409); lifting one that is not there is a 404.
 */
function planBlock(model: Model, intent: Intent, block: boolean): Step {
  const caller = callerFor(model, intent, ['creator']);
  const target = intent.own
    ? pick(
        model.people.filter((p) => p.role === 'user'),
        intent.target,
      )
    : pick(model.people, intent.target);
  const targetId = target?.id ?? UNKNOWN_ID;
  const key = `${caller?.id}:${targetId}`;
  const body = { clipperId: targetId, reason: `Blocked at step amount ${intent.amount}.` };
  const describe = `${who(caller)} ${block ? 'blocks' : 'unblocks'} ${target ? who(target) : targetId}`;
  const base = block
    ? { route: 'blockClipper' as const, token: tokenOf(caller), body, describe }
    : { route: 'unblockClipper' as const, token: tokenOf(caller), params: { id: targetId }, describe };
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, expected: refusal };
  if (!block)
    return model.blocks.has(key)
      ? { ...base, expected: 200, apply: () => void model.blocks.delete(key) }
      : { ...base, expected: 404 };
  if (badBody(intent))
    return { ...base, describe: `${describe} (no reason)`, body: { ...body, reason: ' ' }, expected: 400 };
  if (!target || target.role !== 'user') return { ...base, expected: 404 };
  if (model.blocks.has(key)) return { ...base, expected: 409 };
  return { ...base, expected: 201, apply: () => void model.blocks.add(key) };
}

function planJoin(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['user']);
  const live = model.live();
  const campaign = intent.own && live.length > 0 ? pick(live, intent.target) : pick(model.campaigns, intent.target);
  const id = idFor(intent, campaign?.id);
  const describe = `${who(caller)} joins ${campaign && !badId(intent) ? `campaign ${model.campaigns.indexOf(campaign)}` : `campaign ${id}`}`;
  const base = { route: 'joinCampaign' as const, token: tokenOf(caller), params: { id }, describe };
  const refusal = refusalOf(caller, ['user']);
  if (refusal) return { ...base, expected: refusal };
  if (!caller || !campaign || campaign.deleted || id !== campaign.id) return { ...base, expected: 404 };
  if (campaign.participants.has(caller.id)) return { ...base, expected: 409 };
  if (model.statusOf(campaign) !== 'active') return { ...base, expected: 422 };
  if (model.blocks.has(`${campaign.creatorId}:${caller.id}`)) return { ...base, expected: 403 };
  return { ...base, expected: 200, apply: () => void campaign.participants.add(caller.id) };
}

/** A channel no clipper of the model links: its videos are someone else's. */
export const STRANGER_CHANNEL = `UC${'s'.repeat(22)}`;

/**
 * A new video goes on YouTube before it is submitted (variants 16-18 leave it private, 19-21 put it on a stranger's
 * channel); its count is sometimes far below the claim (then flagged), else at or above it.
 */
function publishNew(
  model: Model,
  intent: Intent,
  videoId: string,
  channelId: string | null | undefined,
  claimed: number,
): void {
  if (intent.variant >= 16 && intent.variant < 19) return;
  const owner = intent.variant < 22 || !channelId ? STRANGER_CHANNEL : channelId;
  const views = intent.scale % 3 === 0 ? (intent.amount * 7) % 300_000 : claimed + (intent.amount % 1_000);
  model.setVideo({ id: videoId, channelId: owner, views });
}

function planSubmit(model: Model, intent: Intent, videos: Counter): Step {
  const caller = callerFor(model, intent, ['user']);
  const target = submissionTarget(model, intent, caller, 'youtube_shorts');
  const { claimedViews } = target;
  const reused =
    intent.scale < 2
      ? pick(
          model.clips.filter((c) => c.platform === 'youtube_shorts'),
          intent.amount,
        )
      : undefined;
  const videoId = reused?.videoId ?? `m${String(videos.next()).padStart(10, '0')}`;
  if (!reused) publishNew(model, intent, videoId, caller?.channelId, claimedViews ?? 0);
  const video = model.youtube.get(videoId);
  const onYouTube =
    !video || video.views === null
      ? 'private'
      : `${video.views} views on ${video.channelId === caller?.channelId ? 'their channel' : 'another channel'}`;
  const what = `video ${videoId}${reused ? ' (again)' : ''} (${onYouTube})`;
  const clipLink = `https://youtube.com/shorts/${videoId}`;
  const checked = checkSubmission(model, intent, caller, target, { platform: 'youtube_shorts', clipLink, what });
  if (checked.refused) return checked.refused;
  const { base } = checked;
  const clipper = checked.caller;
  // No verified channel; the video private or deleted; on another channel (docs/trust.md#channel-ownership).
  if (!clipper.channelId || !video || video.views === null || video.channelId !== clipper.channelId)
    return { ...base, expected: 422 };
  if (model.videoTaken('youtube_shorts', videoId)) return { ...base, expected: 409 };
  const views = video.views;
  return {
    ...base,
    expected: 201,
    apply: (json) =>
      acceptSubmission(model, json, { ...checked, platform: 'youtube_shorts', videoId, claimedViews, views }),
  };
}

/** A clip to review: mostly a pending one on the caller's own campaign (when `own`), else any. */
function clipFor(model: Model, intent: Intent, caller: Person | null): ClipModel | undefined {
  if (intent.own && caller) {
    const mine = model.clips.filter(
      (c) => c.status === 'pending' && model.campaigns.some((k) => k.id === c.campaignId && k.creatorId === caller.id),
    );
    const chosen = pick(mine, intent.target);
    if (chosen) return chosen;
  }
  return pick(model.clips, intent.target);
}

/**
 * A creator's bulk review (docs/product.md#clip-review) of one to three distinct clips, mostly their own pending
 * ones: each is decided as its own approval (at its measured views, else its claimed ones) or rejection would be,
 * in order, and a refusal leaves the others decided.
 */
function planBulkReview(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['creator']);
  const approve = intent.amount % 2 === 0;
  const rejection = rejectionOf(intent);
  const mine = model.clips.filter(
    (c) => c.status === 'pending' && model.campaigns.some((k) => k.id === c.campaignId && k.creatorId === caller?.id),
  );
  const pool = intent.own && mine.length > 0 ? [...mine, ...model.clips.slice(0, 1)] : model.clips;
  const count = 1 + (intent.target % 3);
  const clips = [...new Set(Array.from({ length: count }, (_, i) => pick(pool, intent.target + i * 7)))].filter(
    (c): c is ClipModel => c !== undefined,
  );
  const clipIds = clips.length > 0 ? clips.map((c) => c.id) : [UNKNOWN_ID];
  const body = { clipIds, action: approve ? 'approve' : 'reject', ...(approve ? {} : rejection.body) };
  const describe = `${who(caller)} bulk-${approve ? 'approves' : `rejects (${JSON.stringify(rejection.body ?? null)})`} clips ${clips.map((c) => model.clips.indexOf(c)).join(', ')}`;
  const base = { route: 'reviewClips' as const, token: tokenOf(caller), body, describe };
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent))
    return { ...base, describe: `${describe} (no clips)`, body: { ...body, clipIds: [] }, expected: 400 };
  return {
    ...base,
    expected: 200,
    apply: (json) => {
      const { results } = json as { results: { _id: string; outcome: string; status: number | null; clip: unknown }[] };
      clipIds.forEach((id, index) => {
        const result = results[index];
        const clip = model.clips.find((c) => c.id === id);
        const campaign = clip ? model.campaigns.find((c) => c.id === clip.campaignId) : undefined;
        const refused = (status: number) => {
          if (result?.outcome !== 'refused' || result.status !== status)
            throw new Error(`bulk review of clip ${id}: ${JSON.stringify(result)}; the model expects a ${status}`);
        };
        if (!clip || !campaign) return refused(404);
        if (campaign.creatorId !== caller?.id) return refused(403);
        if (clip.status !== 'pending') return refused(409);
        if (!approve) {
          if (result?.outcome !== 'rejected')
            throw new Error(`bulk rejection of clip ${id}: ${JSON.stringify(result)}`);
          return rejectModelClip(clip, { reason: rejection.reason, note: rejection.note, by: 'creator' });
        }
        const confirmed = clip.measure.measuredViews ?? clip.claimedViews;
        const paid = confirmed < 1 ? null : payableViews(clip, campaign, confirmed);
        const remaining = model.remaining(campaign);
        if (paid === null || remaining <= 0) return refused(422);
        if (result?.outcome !== 'approved') throw new Error(`bulk approval of clip ${id}: ${JSON.stringify(result)}`);
        applyApproval(model, clip, campaign, paid, remaining, { clip: result.clip });
      });
    },
  };
}

function planReview(model: Model, intent: Intent, approve: boolean): Step {
  const caller = callerFor(model, intent, ['creator']);
  const clip = clipFor(model, intent, caller);
  const campaign = clip ? model.campaigns.find((c) => c.id === clip.campaignId) : undefined;
  const id = idFor(intent, clip?.id);
  const views = intent.scale === 8 ? 1_000_000_000 : 1 + ((intent.amount * 31) % 600_000);
  const route = approve ? ('approveClip' as const) : ('rejectClip' as const);
  const rejection = rejectionOf(intent);
  const body = approve ? { viewCount: views } : rejection.body;
  const describe = `${who(caller)} ${approve ? `approves with ${views} views` : `rejects (${JSON.stringify(body ?? null)})`} ${clip && id === clip.id ? `clip ${model.clips.indexOf(clip)}` : `clip ${id}`}`;
  const base = { route, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['creator']);
  if (refusal) return { ...base, expected: refusal };
  if (!approve && badBody(intent)) return { ...base, body: badRejection(intent), expected: 400 };
  if (approve && badBody(intent)) {
    const bad = pick([0, -5, 2.5, '100'], intent.amount);
    return {
      ...base,
      describe: `${describe} (viewCount ${JSON.stringify(bad)})`,
      body: { viewCount: bad },
      expected: 400,
    };
  }
  if (!caller || !clip || !campaign || id !== clip.id) return { ...base, expected: 404 };
  if (campaign.creatorId !== caller.id) return { ...base, expected: 403 };
  if (clip.status !== 'pending') return { ...base, expected: 409 };
  if (!approve) {
    const { reason, note } = rejection;
    return { ...base, expected: 200, apply: () => rejectModelClip(clip, { reason, note, by: 'creator' }) };
  }
  // Paid for at most the measured views; a video YouTube no longer shows cannot be paid.
  const paid = payableViews(clip, campaign, views);
  const remaining = model.remaining(campaign);
  if (paid === null || remaining <= 0) return { ...base, expected: 422 };
  return {
    ...base,
    expected: 200,
    apply: (json) => applyApproval(model, clip, campaign, paid, remaining, json),
  };
}

function planAdminStatus(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['admin']);
  const campaign = pick(model.campaigns, intent.target);
  const id = idFor(intent, campaign?.id);
  const status = intent.scale < 5 ? 'paused' : 'active';
  const describe = `${who(caller)} sets ${campaign && id === campaign.id ? `campaign ${model.campaigns.indexOf(campaign)}` : `campaign ${id}`} ${status}`;
  const base = {
    route: 'adminCampaignStatus' as const,
    token: tokenOf(caller),
    params: { id },
    body: { status },
    describe,
  };
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent))
    return { ...base, describe: `${describe} (status completed)`, body: { status: 'completed' }, expected: 400 };
  if (!campaign || campaign.deleted || id !== campaign.id) return { ...base, expected: 404 };
  if (model.statusOf(campaign) === 'completed') return { ...base, expected: 409 };
  return { ...base, expected: 200, apply: () => void (campaign.pausedByAdmin = status === 'paused') };
}

function planWithdraw(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['user']);
  const amount = amountFor(intent, caller ? model.wallet(caller.id) : 0);
  const body = { amount: rupees(amount), upiId: 'clipper@upi' };
  const describe = `${who(caller)} withdraws ${amount} paise`;
  const base = { route: 'withdraw' as const, token: tokenOf(caller), describe };
  const refusal = refusalOf(caller, ['user']);
  if (refusal) return { ...base, body, expected: refusal };
  if (badBody(intent)) {
    const bad = pick([{ amount: 0 }, { amount: 1.001 }, { upiId: 'not a upi id' }, { upiId: '' }], intent.amount);
    return { ...base, describe: `${describe} with ${JSON.stringify(bad)}`, body: { ...body, ...bad }, expected: 400 };
  }
  if (!caller) throw new Error('unreachable: a clipper calls');
  // The tests' minimum is RazorpayX's own, ₹1 (testConfig), refused before the balance is looked at.
  if (amount < MIN_WITHDRAWAL_PAISE) return { ...base, body, expected: 422 };
  if (amount > model.wallet(caller.id)) return { ...base, body, expected: 422 };
  return {
    ...base,
    body,
    expected: 201,
    apply: (json) => {
      const { withdrawal } = json as { withdrawal: { _id: string; status: string; payoutId: string | null } };
      // Out at once unless the policy holds it (docs/payouts.md#policy): the model says which, before the move.
      const status = model.payoutHold(caller.id, amount) === null ? 'sending' : 'requested';
      if (withdrawal.status !== status) throw new Error(`withdrawal is ${withdrawal.status}, the model says ${status}`);
      model.move(caller.id, -amount);
      model.withdrawals.push({ id: withdrawal._id, userId: caller.id, amount, status, payoutId: withdrawal.payoutId });
    },
  };
}

function planSettle(model: Model, intent: Intent, pay: boolean): Step {
  const caller = callerFor(model, intent, ['admin']);
  const open = model.withdrawals.filter((w) => w.status === 'requested');
  const withdrawal = (intent.own ? pick(open, intent.target) : undefined) ?? pick(model.withdrawals, intent.target);
  const id = idFor(intent, withdrawal?.id);
  const route = pay ? ('payWithdrawal' as const) : ('rejectWithdrawal' as const);
  const body = pay ? { reference: `UTR${intent.amount}` } : { reason: 'UPI id not found' };
  const describe = `${who(caller)} ${pay ? 'pays' : 'rejects'} ${withdrawal && id === withdrawal.id ? `withdrawal ${model.withdrawals.indexOf(withdrawal)}` : `withdrawal ${id}`}`;
  const base = { route, token: tokenOf(caller), params: { id }, body, describe };
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent))
    return {
      ...base,
      describe: `${describe} with a bad body`,
      body: pay ? { reference: '  ' } : { reason: 'x'.repeat(301) },
      expected: 400,
    };
  if (!withdrawal || id !== withdrawal.id) return { ...base, expected: 404 };
  if (withdrawal.status !== 'requested') return { ...base, expected: 409 };
  return {
    ...base,
    expected: 200,
    apply: (json) => {
      // With a payout provider the admin's Pay sends the payout (the reference is not needed); Reject returns it.
      const sent = (json as { withdrawal: { payoutId: string | null } }).withdrawal;
      withdrawal.status = pay ? 'sending' : 'rejected';
      withdrawal.payoutId = pay ? sent.payoutId : null;
      if (!pay) model.move(withdrawal.userId, withdrawal.amount);
    },
  };
}

function planFeeWithdraw(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['admin']);
  const amount = amountFor(intent, model.freeFees());
  const describe = `${who(caller)} withdraws ${amount} paise of fees`;
  const base = { route: 'adminWithdraw' as const, token: tokenOf(caller), body: { amount: rupees(amount) }, describe };
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, expected: refusal };
  if (badBody(intent)) return { ...base, describe: `${describe} (amount -1)`, body: { amount: -1 }, expected: 400 };
  if (amount > model.freeFees()) return { ...base, expected: 422 };
  return {
    ...base,
    expected: 200,
    apply: (json) => {
      model.platformFees -= amount;
      model.feesWithdrawn += amount;
      const { data } = json as { data: { currentBalance: number } };
      if (data.currentBalance !== model.platformFees)
        throw new Error(`fee wallet answered ${data.currentBalance}, model ${model.platformFees}`);
    },
  };
}
