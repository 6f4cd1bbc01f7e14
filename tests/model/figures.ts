import { isDeepStrictEqual } from 'node:util';
import { routes, type RouteName } from '../../schemas/routes';
import { WALLET_HISTORY_LIMIT } from '../../schemas/wallet';
import type { CallOptions, TestApi } from '../api/harness';
import { emailsTo } from '../api/account-links';
import { flagsOf } from './measurement';
import type { CampaignModel, Model, Person } from './model';

/** Reads a route and decodes its answer (money in paise); any status but 200 is a failure. */
export async function read<N extends RouteName>(api: TestApi, name: N, options: CallOptions) {
  const res = await api.call(name, options);
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return routes[name].response.parse(res.json) as ReturnType<(typeof routes)[N]['response']['parse']>;
}

function same(what: string, actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}: the API shows ${JSON.stringify(actual)}, the model ${JSON.stringify(expected)}`);
  }
}

function creatorFigures(model: Model, person: Person) {
  const stats = model.creatorStats(person.id);
  return {
    wallet: {
      availableBalance: model.wallet(person.id),
      totalSpent: stats.totalSpent,
      pendingPayouts: model.pendingPayouts(person.id),
    },
    stats,
  };
}

function clipperFigures(model: Model, person: Person) {
  const withdrawals = model.withdrawals
    .filter((w) => w.userId === person.id)
    .map((w) => ({ id: w.id, amount: w.amount, status: w.status }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return {
    wallet: {
      totalEarnings: model.totalEarned(person.id),
      pendingEarnings: model.pendingEarnings(person.id),
      availableToWithdraw: model.wallet(person.id),
      heldEarnings: model.heldOf(person.id),
    },
    withdrawals,
    dashboard: {
      balance: model.wallet(person.id),
      totalEarned: model.totalEarned(person.id),
      held: model.heldOf(person.id),
      pendingAmount: model.pendingEarnings(person.id),
    },
    clipCounts: model.clipCounts(person.id),
    clips: clipsOf(model, person),
    instagram: instagramOf(model, person),
  };
}

/** The clipper's linked Instagram account as its card shows it, and the "Reconnect Instagram" emails sent to them. */
function instagramOf(model: Model, person: Person) {
  const link = model.instagram.links.get(person.id);
  const account = link && model.instagram.accounts.get(link.igUserId);
  return {
    linked: account && link ? { username: account.username, needsReconnect: link.needsReconnect } : null,
    reconnectEmails: model.instagram.emails.get(person.id) ?? 0,
  };
}

/** Each of the clipper's clips as My Clips shows it: measured views, flags, and once approved the views and net paid. */
function clipsOf(model: Model, person: Person) {
  return model.clips
    .filter((c) => c.userId === person.id)
    .map((c) => ({
      id: c.id,
      status: c.status,
      measuredViews: c.measure.measuredViews,
      // Unknown until the platform first answered (a reel with too few viewers at submission).
      videoAvailable: c.measure.history.length > 0 ? c.measure.available : null,
      flags: flagsOf(c.claimedViews, c.measure),
      escalated: c.status === 'pending' ? c.escalated : null,
      estimate: model.estimateOf(c),
      paid: c.status === 'approved' ? { views: c.paidViews, net: c.net, released: c.released } : null,
      rejection: c.rejection,
      appeal: c.appeal,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const adminFigures = (model: Model) => ({
  stats: model.adminStats(),
  feeBalance: model.platformFees,
  // The deadline rule's listings still waiting, by id (the queue's first page holds them all in a run's scale).
  queue: model.clips
    .filter((c) => c.status === 'pending' && c.escalated)
    .map((c) => c.id)
    .sort(),
});

/** What the model says each of the person's screens shows (wallet and dashboard figures). */
export function expectedFiguresOf(model: Model, person: Person): unknown {
  if (person.role === 'creator') return creatorFigures(model, person);
  if (person.role === 'user') return clipperFigures(model, person);
  return adminFigures(model);
}

/** What the model says a campaign's public detail shows (null: deleted, so 404). */
export function expectedCampaignOf(model: Model, campaign: CampaignModel) {
  if (campaign.deleted) return null;
  const status = model.statusOf(campaign);
  // Whose pause holds, while one does: an ended campaign is completed, not paused.
  const pausedBy = campaign.pausedByAdmin ? 'admin' : campaign.pausedByCreator ? 'creator' : null;
  return {
    status,
    pausedBy: status === 'paused' ? pausedBy : null,
    totalBudget: campaign.total,
    remainingBudget: model.remaining(campaign),
    amountSpent: campaign.spent,
    payoutPer1000Views: campaign.rate,
    participantsCount: campaign.participants.size,
    platforms: campaign.platforms,
    platformRates: campaign.reelRate === null ? {} : { instagram_reels: campaign.reelRate },
  };
}

/** Every wallet and dashboard figure the person's screens show, against the model; returns the reads made. */
export async function checkPerson(api: TestApi, model: Model, person: Person): Promise<number> {
  const token = person.token;
  if (!token) return 0; // signed out everywhere: their figures are checked again after their next login
  // The platform's figures are the same for every admin; the owner's reads check them (the others' roles do not
  // open every one of those screens).
  if (person.adminRole !== undefined && person.adminRole !== 'owner') return 0;
  const who = person.label;
  if (person.role === 'creator') {
    const expected = creatorFigures(model, person);
    const wallet = (await read(api, 'creatorWallet', { token })).data;
    same(
      `${who}'s creator wallet`,
      {
        availableBalance: wallet.availableBalance,
        totalSpent: wallet.totalSpent,
        pendingPayouts: wallet.pendingPayouts,
      },
      expected.wallet,
    );
    const dashboard = (await read(api, 'creatorDashboard', { token })).data;
    same(`${who}'s creator dashboard stats`, dashboard.stats, expected.stats);
    return 2;
  }
  if (person.role === 'user') {
    const expected = clipperFigures(model, person);
    const wallet = (await read(api, 'clipperWallet', { token })).data;
    same(
      `${who}'s clipper wallet`,
      {
        totalEarnings: wallet.totalEarnings,
        pendingEarnings: wallet.pendingEarnings,
        availableToWithdraw: wallet.availableToWithdraw,
        heldEarnings: wallet.heldEarnings,
      },
      expected.wallet,
    );
    const shown = wallet.withdrawals
      .map((w) => ({ id: w._id, amount: w.amount, status: w.status }))
      .sort((a, b) => a.id.localeCompare(b.id));
    // The wallet lists the latest WALLET_HISTORY_LIMIT requests; longer runs compare what fits.
    if (expected.withdrawals.length <= WALLET_HISTORY_LIMIT) same(`${who}'s withdrawals`, shown, expected.withdrawals);
    const { data } = await read(api, 'userDashboard', { token });
    same(`${who}'s dashboard wallet`, data.user.wallet, expected.dashboard);
    same(`${who}'s clip counts`, data.clipCounts, expected.clipCounts);
    const mine = await read(api, 'myClips', { token, query: { limit: '100' } });
    const shownClips = mine.clips
      .map((c) => ({
        id: c._id,
        status: c.status,
        measuredViews: c.measuredViews,
        videoAvailable: c.videoAvailable,
        flags: c.flags.map((f) => f.code),
        escalated: c.status === 'pending' ? c.escalatedAt !== null : null,
        estimate: c.pendingEstimate,
        paid: c.status === 'approved' ? { views: c.views, net: c.earnings, released: c.releasedAt !== null } : null,
        rejection: c.rejection ? { reason: c.rejection.reason, note: c.rejection.note, by: c.rejection.by } : null,
        appeal: c.appeal ? { status: c.appeal.status, answered: c.appeal.answer !== null } : null,
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    if (mine.nextCursor === null) same(`${who}'s clips`, shownClips, expected.clips);
    const { instagram } = await read(api, 'instagramAccount', { token });
    const linked = instagram && { username: instagram.username, needsReconnect: instagram.needsReconnect };
    const emails = await emailsTo(api.db, 'instagram_reconnect', person.email);
    same(`${who}'s Instagram`, { linked, reconnectEmails: emails.length }, expected.instagram);
    return 4;
  }
  const expected = adminFigures(model);
  same('admin stats', (await read(api, 'adminStats', { token })).data, expected.stats);
  same('admin wallet balance', (await read(api, 'adminWallet', { token })).data.currentBalance, expected.feeBalance);
  const queue = await read(api, 'adminReviewQueue', { token, query: { limit: '100' } });
  if (queue.nextCursor === null) same('admin review queue', queue.clips.map((c) => c._id).sort(), expected.queue);
  return 3;
}

/** The public detail of a campaign: its money, status and participant count; a deleted one is gone (404). */
export async function checkCampaign(api: TestApi, model: Model, campaignId: string): Promise<number> {
  const campaign = model.campaigns.find((c) => c.id === campaignId);
  if (!campaign) throw new Error(`model: no campaign ${campaignId}`);
  const label = `campaign ${model.campaigns.indexOf(campaign)}`;
  const expected = expectedCampaignOf(model, campaign);
  const res = await api.call('getCampaign', { params: { id: campaignId } });
  if (!expected) {
    same(`${label} (deleted) answers`, res.status, 404);
    return 1;
  }
  if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${JSON.stringify(res.json)}`);
  const shown = routes.getCampaign.response.parse(res.json).campaign;
  same(
    `${label}'s figures`,
    {
      status: shown.status,
      pausedBy: shown.pausedBy,
      totalBudget: shown.totalBudget,
      remainingBudget: shown.remainingBudget,
      amountSpent: shown.amountSpent,
      payoutPer1000Views: shown.payoutPer1000Views,
      participantsCount: shown.participantsCount,
      platforms: shown.platforms,
      platformRates: shown.platformRates,
    },
    expected,
  );
  return 1;
}
