import { linkIn } from '../api/account-links';
import { type Access } from '../../schemas/route-kit';
import { routes } from '../../schemas/routes';
import { auditLedger } from '../../src/server/ledger/audit';
import type { PayoutGateway } from '../../src/server/payouts/payout-gateway';
import { createSandboxPayouts } from '../../src/server/payouts/sandbox-payouts';
import { startTestApi, type TestApi } from '../api/harness';
import { MODEL_PAYOUT_SECRET } from './plan-payouts';
import { changedTables, dbFingerprint, type DbFingerprint } from '../support/db-fingerprint';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { startFakeInstagram, type FakeInstagram } from '../support/fake-instagram';
import { instagramSettings, linkOpeningAccounts, startInstagramLink, syncInstagram } from './run-instagram';
import { platformFields } from './plan-reels';
import { checkCampaign, checkPerson, expectedCampaignOf, expectedFiguresOf } from './figures';
import { intentsFor, type Operation } from './intents';
import { MEASUREMENT } from './measurement';
import { Model, type CampaignModel, type Person } from './model';
import { planStep, type Counter, type Step } from './plan';

export type RunOptions = {
  seed: number;
  steps: number;
  /** Everyone's figures and every campaign are checked every this many steps (the step's own parties always). */
  everyoneEvery: number;
};

export type RunFigures = {
  steps: number;
  succeeded: number;
  refused: number;
  /** Refusals by status (401, 403, 404, 409, 422, 400 ...). */
  byStatus: Record<number, number>;
  byOperation: Partial<Record<Operation, number>>;
  /** Rate-limited answers (429) to operations that have a limit; each was checked to change nothing. */
  limited: number;
  /** API reads compared with the model. */
  figureReads: number;
  audits: number;
  moneyMoved: number;
  /** The scheduler's trust paths the run went through (refreshes, rule approvals, listings, lowered payouts, releases). */
  trust: Model['trust'];
};

const counter = (): Counter => {
  let n = 0;
  return { next: () => ++n };
};

/**
 * Runs `steps` random operations (valid and invalid, by every role) against the real API on a fresh database
 * and the model side by side. After each step: the status is the model's; a success changes the model as the
 * answer says; a refusal changed no row of any table; the ledger audit passes; the figures of the step's
 * parties (and every `everyoneEvery` steps, of everyone) equal the model's. Throws at the first disagreement
 * with the seed, the step and the steps before it.
 */
export async function runModel(options: RunOptions): Promise<RunFigures> {
  // Views are measured on a local YouTube and a local Instagram that serve the model's counts; approvals are held, and the scheduler's
  // clock is the model's: refreshes, review deadlines and releases happen as the model says. A generous
  // time-out: a loaded machine must not turn a slow answer into "YouTube unavailable".
  const youtube = await startFakeYouTube();
  const instagram = await startFakeInstagram();
  try {
    const api = await startTestApi(
      {
        youtube: { ...youtube.settings, timeoutMs: 30_000 },
        instagram: instagramSettings(instagram),
        holdbackDays: HOLDBACK_DAYS,
        measurement: MEASUREMENT,
        payouts: { mode: 'sandbox' },
      },
      { payouts: modelPayouts() },
    );
    try {
      return await drive(api, { youtube, instagram }, options);
    } finally {
      await api.close();
    }
  } finally {
    await instagram.close();
    await youtube.close();
  }
}

/**
 * Two weeks rather than the default week: a creator's approval is held from the request's clock, which the
 * scheduler's (the model's) clock leaves behind by days, and the holdback must last a few scheduler runs.
 */
const HOLDBACK_DAYS = 14;

/** Every video's publication: after any join of the run, so "published before joining" never refuses here. */
const PUBLISHED_AT = new Date(Date.now() + 30 * 24 * 3600_000);

/**
 * Payouts go out through the offline sandbox, which never settles them by itself here (its clock would pass in
 * weeks) and sends no event of its own: the model plays RazorpayX's webhooks (plan-payouts.ts), so every change of
 * a payout is a step of the run, in the seed's order.
 */
function modelPayouts(): PayoutGateway {
  const sandbox = createSandboxPayouts({ settleAfterMs: 2_000_000_000, webhookSecret: MODEL_PAYOUT_SECRET });
  return {
    mode: sandbox.mode,
    createPayout: (request) => sandbox.createPayout(request),
    getPayout: (id) => sandbox.getPayout(id),
    validateVpa: (input) => sandbox.validateVpa(input),
    verifyWebhookSignature: (rawBody, signature) => sandbox.verifyWebhookSignature(rawBody, signature),
    parseWebhook: (rawBody) => sandbox.parseWebhook(rawBody),
  };
}

/** Tells the fake what the model says YouTube now shows (only the videos changed since the last step). */
function syncYouTube(model: Model, youtube: FakeYouTube): void {
  for (const id of model.youtubeChanged) {
    const video = model.youtube.get(id);
    if (!video || video.views === null) youtube.removeVideo(id);
    // Likes and comments hidden: the engagement signal stays out of the model (tests/model/measurement.ts).
    else
      youtube.setVideo({
        id,
        channelId: video.channelId,
        title: `Model video ${id}`,
        publishedAt: PUBLISHED_AT,
        views: video.views,
        likes: null,
        comments: null,
      });
  }
  model.youtubeChanged.clear();
}

/** A clipper links a channel of their own, years old and large (so the channel signal never fires here). */
async function linkChannel(api: TestApi, youtube: FakeYouTube, person: Person): Promise<void> {
  if (!person.token) return;
  const channelId = `UC${person.id.replace(/-/g, '').slice(0, 22)}`;
  const { channel } = await api.ok('clipperChannel', { token: person.token });
  youtube.setChannel({
    id: channelId,
    title: `${person.label}'s channel`,
    description: `Clips. ${channel.verificationCode}`,
    publishedAt: '2020-01-01T00:00:00Z',
    subscribers: 50_000,
    videoCount: 300,
  });
  await api.ok('linkChannel', { token: person.token, body: { channelId } }, 201);
  person.channelId = channelId;
}

/** The local stand-ins of the platforms, serving what the model says. */
type Fakes = { youtube: FakeYouTube; instagram: FakeInstagram };

async function drive(api: TestApi, fakes: Fakes, { seed, steps, everyoneEvery }: RunOptions): Promise<RunFigures> {
  const { youtube } = fakes;
  const model = new Model(api.config.holdbackDays);
  const admin = await api.admin();
  model.people.push({
    label: 'admin',
    id: admin.user._id,
    role: 'admin',
    adminRole: 'owner',
    email: admin.email,
    password: 'admin-password-1',
    token: admin.token,
    lastToken: admin.token,
  });
  // An admin of each other role acts too: a route their role does not open must answer 403 and change nothing.
  for (const adminRole of ['finance', 'moderator'] as const) {
    const other = await api.adminOf(adminRole);
    model.people.push({
      label: `${adminRole} admin`,
      id: other.user._id,
      role: 'admin',
      adminRole,
      email: other.email,
      password: 'admin-password-1',
      token: other.token,
      lastToken: other.token,
    });
  }
  for (const [role, label] of [
    ['user', 'clipper 1'],
    ['user', 'clipper 2'],
    ['creator', 'creator 1'],
    ['creator', 'creator 2'],
  ] as const) {
    const person = await api.signup(role, label);
    model.people.push({
      label,
      id: person.user._id,
      role,
      email: person.email,
      password: person.password,
      token: person.token,
      lastToken: person.token,
    });
  }
  // The opening clippers link their channels; clippers who sign up later have none, so their submissions are refused.
  for (const clipper of model.ofRole('user')) await linkChannel(api, youtube, clipper);
  await linkOpeningAccounts(api, fakes.instagram, model);
  await openingState(api, model);
  const figures: RunFigures = {
    steps: 0,
    succeeded: 0,
    refused: 0,
    byStatus: {},
    byOperation: {},
    limited: 0,
    figureReads: 0,
    audits: 0,
    moneyMoved: 0,
    trust: model.trust,
  };
  const ids = { email: counter(), video: counter() };
  const history: string[] = [];
  const digest: Digest = { current: null };

  const intents = intentsFor(seed, steps);
  for (const [index, intent] of intents.entries()) {
    const expected = snapshot(model);
    const tokens = new Map(model.people.map((p) => [p.id, p.token]));
    const step = withAdminRole(model, planStep(model, intent, ids));
    syncYouTube(model, youtube);
    syncInstagram(model.instagram, fakes.instagram);
    history.push(`#${index} ${step.describe}: expect ${step.expected}`);
    if (process.env.MODEL_TRACE) console.log(history.at(-1));
    const fail = (problem: string): never => {
      throw new Error(
        `Model test failed at step ${index} of seed ${seed} (replay: MODEL_SEED=${seed} MODEL_STEPS=${steps}):\n` +
          `${problem}\nLast steps:\n${history.slice(-12).join('\n')}`,
      );
    };
    try {
      const changed = await runStep(api, model, fakes.instagram, step, figures, digest, fail);
      figures.byOperation[intent.op] = (figures.byOperation[intent.op] ?? 0) + 1;
      figures.steps += 1;
      // A refusal was shown to leave every row as it was (and published no change), so neither the audit's
      // answer nor any figure can have moved: both are checked after the steps that changed something.
      const everyone = (index + 1) % everyoneEvery === 0;
      if (!changed && !everyone) continue;
      if (changed) {
        const problems = await auditLedger(api.db);
        figures.audits += 1;
        if (problems.length > 0) fail(`ledger audit: ${problems.join('; ')}`);
      }
      // After a change, the people and campaigns whose figures the model says moved (someone who just signed
      // in again too); every `everyoneEvery` steps everyone, which also catches a figure that moved unexpected.
      const now = snapshot(model);
      const people = model.people.filter(
        (p) => everyone || now.get(p.id) !== expected.get(p.id) || p.token !== tokens.get(p.id),
      );
      for (const person of people) figures.figureReads += await checkPerson(api, model, person);
      const campaigns = model.campaigns.filter((c) => everyone || now.get(c.id) !== expected.get(c.id));
      for (const campaign of campaigns) figures.figureReads += await checkCampaign(api, model, campaign.id);
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('Model test failed')) throw err;
      fail(err instanceof Error ? (err.stack ?? err.message) : String(err));
    }
  }
  figures.moneyMoved = model.moneyIn;
  model.trust.reconnect = [...model.instagram.emails.values()].reduce((sum, n) => sum + n, 0);
  return figures;
}

/**
 * An admin whose role the route does not open (docs/accounts.md#admin-team) is refused with 403 before anything
 * else is read, whatever the step would otherwise expect; a step without a working session stays 401.
 */
function withAdminRole(model: Model, step: Step): Step {
  const caller = model.people.find((p) => p.token !== null && p.token === step.token);
  const access: Access = routes[step.route].access;
  if (!caller?.adminRole || typeof access !== 'object' || !access.adminRoles) return step;
  if (access.adminRoles.includes(caller.adminRole)) return step;
  return {
    ...step,
    describe: `${step.describe} (a ${caller.adminRole} admin: not theirs)`,
    expected: 403,
    apply: undefined,
  };
}

/** The model's figures of every person and campaign, as text to compare (what each screen should show). */
function snapshot(model: Model): Map<string, string> {
  const figures = new Map<string, string>();
  for (const person of model.people) figures.set(person.id, JSON.stringify(expectedFiguresOf(model, person)));
  for (const campaign of model.campaigns) figures.set(campaign.id, JSON.stringify(expectedCampaignOf(model, campaign)));
  return figures;
}

/**
 * Where every run starts, so the first steps have objects to act on: each creator tops up ₹5,000 through
 * the real flow and funds a ₹1,000 campaign at ₹50 per 1K views, which both clippers join.
 */
async function openingState(api: TestApi, model: Model): Promise<void> {
  for (const [index, creator] of model.ofRole('creator').entries()) {
    if (!creator.token) continue;
    // Every other opening campaign has the creator's rules (at most ₹100 a clip, at least 1,000 views), so
    // sequences meet the cap, the minimum and the budget together.
    const rules = index % 2 === 1 ? { maxPerClip: 100_00, minViews: 1_000 } : { maxPerClip: null, minViews: 0 };
    // Both pay for Shorts and Reels: the first at its rate, the second at ₹60 per 1K views for reels.
    const platforms: Pick<CampaignModel, 'platforms' | 'reelRate'> = {
      platforms: ['youtube_shorts', 'instagram_reels'],
      reelRate: index % 2 === 1 ? 60_00 : null,
    };
    const { balance } = await api.topUp(creator.token, 5_000);
    model.move(creator.id, balance);
    model.moneyIn += balance;
    const title = `Opening campaign of ${creator.label}`;
    const { campaign } = await api.ok(
      'createCampaign',
      {
        token: creator.token,
        body: { ...openingCampaign(title, rules), ...platformFields(platforms.platforms, platforms.reelRate) },
      },
      201,
    );
    model.move(creator.id, -1_000_00);
    model.campaigns.push({
      id: campaign._id,
      creatorId: creator.id,
      title,
      rate: 50_00,
      total: 1_000_00,
      endsAt: null,
      ended: false,
      settled: false,
      spent: 0,
      pausedByAdmin: false,
      pausedByCreator: false,
      deleted: false,
      participants: new Set(),
      approvedViews: 0,
      ...rules,
      ...platforms,
    });
    for (const clipper of model.ofRole('user')) {
      if (!clipper.token) continue;
      await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      model.campaigns.at(-1)?.participants.add(clipper.id);
    }
  }
}

const openingCampaign = (title: string, rules: { maxPerClip: number | null; minViews: number }) => ({
  title,
  description: 'Cut the best moments into Shorts.',
  requirements: 'Vertical, under 60 seconds.',
  youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  payoutPer1000Views: 50,
  totalBudget: 1_000,
  ...(rules.maxPerClip === null ? {} : { maxPayoutPerClip: rules.maxPerClip / 100 }),
  minPaidViews: rules.minViews,
});

/** The database's fingerprint while no row has changed since it was taken (refusals in a row share one). */
type Digest = { current: DbFingerprint | null };

/**
 * Tables a refused request may write by design: the rate limits count refused attempts, and a submission refused
 * for its video (private, another channel, taken) spent a unit of YouTube's daily quota asking.
 */
const WRITTEN_WHEN_REFUSED = ['rate_limits', 'youtube_quota'];

/** Sends the step, checks its status and what it changed; returns whether the database may have changed. */
async function runStep(
  api: TestApi,
  model: Model,
  instagram: FakeInstagram,
  step: Step,
  figures: RunFigures,
  digest: Digest,
  fail: (problem: string) => never,
) {
  const fingerprint = () => dbFingerprint(api.db, { ignore: WRITTEN_WHEN_REFUSED });
  if (step.instagramLink !== undefined) {
    // The authorize step writes its state: the picture a refusal is held to is taken after it.
    await startInstagramLink(api, instagram, step);
    digest.current = null;
  }
  // Only a refusal needs the before picture: it must leave every table as it was.
  if (step.expected >= 400 || step.mayBeLimited) digest.current ??= await fingerprint();
  const before = digest.current;
  if (step.offline) {
    // YouTube's side changed (the fake is told before the next step): nothing in the database until a refresh.
    figures.succeeded += 1;
    step.apply?.(undefined);
    return false;
  }
  if (step.schedulerAt !== undefined) {
    await api.runScheduler(new Date(step.schedulerAt));
    digest.current = null;
    figures.succeeded += 1;
    step.apply?.(undefined);
    model.settleEnded();
    return true;
  }
  if (step.resetLinkFor !== undefined) {
    // The person asks for the link first; a sixth ask for one address within the slowdown is refused (429).
    const asked = await api.call('forgotPassword', { body: { email: step.resetLinkFor } });
    if (asked.status === 429) {
      figures.limited += 1;
      return false;
    }
    if (asked.status !== 202) fail(`forgot password for ${step.resetLinkFor}: ${asked.status}`);
    step.body = { ...(step.body as object), token: (await linkIn(api.db, 'password_reset', step.resetLinkFor)).token };
  }
  const res = await api.call(step.route, {
    token: step.token,
    params: step.params,
    body: step.body,
    headers: step.headers,
  });
  const limited = res.status === 429 && step.mayBeLimited === true;
  if (res.status !== step.expected && !limited) {
    fail(`${step.describe}: expected ${step.expected}, got ${res.status} ${JSON.stringify(res.json)}`);
  }
  if (res.status >= 400) {
    const message = (res.json as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '') fail(`${step.describe}: refused without a message`);
    if (!before) return fail(`${step.describe}: refused, but no fingerprint was taken before it`);
    const after = await fingerprint();
    const byDesign = step.refusalWrites?.tables ?? [];
    const changed = changedTables(before, after).filter((table) => !byDesign.includes(table));
    step.refusalWrites?.apply?.();
    if (changed.length > 0) fail(`${step.describe}: refused with ${res.status} but changed ${changed.join(', ')}`);
    digest.current = after;
    figures.refused += 1;
    figures.byStatus[res.status] = (figures.byStatus[res.status] ?? 0) + 1;
    if (limited) figures.limited += 1;
    return false;
  }
  digest.current = null;
  figures.succeeded += 1;
  step.apply?.(routes[step.route].response.parse(res.json));
  // An ended campaign settles in the transaction that decides its last pending clip, whichever step that is.
  model.settleEnded();
  if (step.route === 'logoutAll') {
    // The token that just signed out everywhere no longer works.
    const me = await api.call('me', { token: step.token });
    if (me.status !== 401) fail(`after signing out everywhere the old token still answers ${me.status}`);
  }
  return true;
}
