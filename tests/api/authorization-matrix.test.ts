import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../schemas/routes';
import { successStatus, type Access } from '../../schemas/route-kit';
import { translate } from '../../src/server/i18n/catalogue';
import { users } from '../../src/server/db/schema';
import { commitChange } from '../../src/server/feed/commit-change';
import { hmacHex } from '../../src/server/payments/signature';
import { changedTables, dbFingerprint } from '../support/db-fingerprint';
import { campaignBody, createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type CallOptions, type TestApi } from './harness';
import { said } from '../support/catalogue';
import { linkIn } from './account-links';

/**
 * Every route of schemas/routes.ts called as anonymous, clipper, creator and admin, on objects of the caller's
 * own (their campaign, their clip, their order, their withdrawal) and of another user of the same role. The
 * expected status of each cell comes from the route's declared access, then from the small table of
 * ownership rules below; a refused call must leave every table as it was.
 */

/** The admins are one of each role (docs/accounts.md#admin-team). */
type AdminCaller = 'owner' | 'finance' | 'moderator';
type Caller = 'anonymous' | 'user' | 'creator' | AdminCaller;
type Side = 'own' | 'other';
type Cell = { caller: Caller; side: Side };
type Expected = { status: number; message?: string };

const CALLERS: Caller[] = ['anonymous', 'user', 'creator', 'owner', 'finance', 'moderator'];
const isAdmin = (caller: Caller): caller is AdminCaller =>
  caller === 'owner' || caller === 'finance' || caller === 'moderator';
const SIDES: Side[] = ['own', 'other'];
const SANDBOX_SECRET = 'sandbox-test-secret'; // testConfig's sandbox secret

// The domain functions' refusals of another user's object.
const NOT_YOUR_CAMPAIGN = 'You can only change your own campaigns.';
const NOT_YOUR_CLIP = 'You can only review clips submitted to your own campaigns.';
const NOT_YOUR_ORDER = 'This payment order belongs to another account.';
const CONTACTS_FOR_OWNER = "Only the campaign's creator and admins can see participants' emails.";
const NOT_JOINED = 'Join this campaign before submitting clips to it.';

let api: TestApi;
auditLedgerAfterEach(() => api);

/** Index 0 of each role is the caller ("own"), index 1 the other user of that role. */
let clippers: [Person, Person];
let creators: [Person, Person];
let admins: Record<AdminCaller, { token: string; email: string }>;
/** Each creator's campaign, joined by both clippers, with budget for every approval here. */
let campaigns: [string, string];

const ownerIndex = (side: Side) => (side === 'own' ? 0 : 1);

beforeAll(async () => {
  api = await startTestApi();
  creators = [await fundedCreator(api, 1_000_000, 'Own Creator'), await fundedCreator(api, 1_000_000, 'Other Creator')];
  clippers = [await api.signup('user', 'Own Clipper'), await api.signup('user', 'Other Clipper')];
  admins = {
    owner: await api.adminOf('owner'),
    finance: await api.adminOf('finance'),
    moderator: await api.adminOf('moderator'),
  };
  campaigns = [
    (await createCampaign(api, creators[0], { totalBudget: 100_000 }))._id,
    (await createCampaign(api, creators[1], { totalBudget: 100_000 }))._id,
  ];
  for (const clipper of clippers) {
    for (const side of SIDES) {
      await api.ok('joinCampaign', { token: clipper.token, params: { id: campaigns[ownerIndex(side)] } });
      // Earnings to withdraw, and platform fees for the admin to withdraw.
      const clip = await pendingClipOf(clipper, side);
      await api.ok('approveClip', {
        token: creators[ownerIndex(side)].token,
        params: { id: clip },
        body: { viewCount: 100_000 },
      });
    }
  }
});
afterAll(async () => {
  await api.close();
});

/** A new pending clip of `clipper` on the own or the other creator's campaign. */
async function pendingClipOf(clipper: Person, side: Side): Promise<string> {
  const body = { campaignId: campaigns[ownerIndex(side)], clipLink: `https://www.youtube.com/shorts/${newVideoId()}` };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip._id;
}

// Fresh objects, so a cell that succeeds leaves the next one its own object to act on.
const fresh = {
  campaign: async (side: Side) => (await createCampaign(api, creators[ownerIndex(side)]))._id,
  /** A pending clip of the own clipper on the campaign of the own or the other creator. */
  clip: (side: Side) => pendingClipOf(clippers[0], side),
  order: async (side: Side) =>
    (await api.ok('topup', { token: creators[ownerIndex(side)].token, body: { amount: 100 } }, 201)).order.id,
  withdrawal: async (side: Side) =>
    (await api.ok('withdraw', { token: clippers[ownerIndex(side)].token, body: { amount: 1, upiId: 'own@bank' } }, 201))
      .withdrawal._id,
  /** A rejected clip of the own or the other clipper, on the own creator's campaign. */
  rejectedClip: async (side: Side) => {
    const clip = await pendingClipOf(clippers[ownerIndex(side)], 'own');
    await api.ok('rejectClip', { token: creators[0].token, params: { id: clip } });
    return clip;
  },
  /** A clip of the own clipper appealed on the own or the other creator's campaign. */
  appealedClip: async (side: Side) => {
    const clip = await pendingClipOf(clippers[0], side);
    await api.ok('rejectClip', { token: creators[ownerIndex(side)].token, params: { id: clip } });
    const body = { message: 'Please look again' };
    await api.ok('appealClip', { token: clippers[0].token, params: { id: clip }, body }, 201);
    return clip;
  },
  /** A person of the caller's role whose sessions a cell may end. */
  person: async (caller: Caller) =>
    isAdmin(caller) ? api.adminOf(caller) : caller === 'anonymous' ? undefined : api.signup(caller),
};

const sandboxPayment = async (orderId: string) => api.ok('sandboxPay', { body: { order_id: orderId } });

type Fixture = {
  /** The request of one cell; `token` set here replaces the caller's own (a person created for the cell). */
  request: (cell: Cell) => Promise<CallOptions> | CallOptions;
  /** For callers the access lets through: the answer on their own and another's object (default: success). */
  allowed?: (cell: Cell) => Expected | undefined;
};

/** Another user's object is refused with `message`; one's own is answered. */
const ownOnly = (message: string) => (cell: Cell) => (cell.side === 'other' ? { status: 403, message } : undefined);

const fixtures: { [N in RouteName]: Fixture } = {
  // accounts
  login: { request: ({ side }) => ({ body: { email: clippers[ownerIndex(side)].email, password: 'password123' } }) },
  signup: {
    request: () => ({
      body: { name: 'New Person', email: `matrix.${newVideoId()}@example.com`, password: 'password123', role: 'user' },
    }),
  },
  adminLogin: { request: () => ({ body: { email: admins.owner.email, password: 'admin-password-1' } }) },
  me: { request: () => ({}) },
  logoutAll: { request: async ({ caller }) => ({ token: (await fresh.person(caller))?.token }) },
  config: { request: () => ({}) },
  siteContact: { request: () => ({}) },
  health: { request: () => ({}) },
  ready: { request: () => ({}) },
  openApi: { request: () => ({}) },
  apiDocs: { request: () => ({}) },
  notificationSettings: { request: () => ({}) },
  // the emailed links: a fresh link for each cell (docs/accounts.md#links)
  forgotPassword: { request: () => ({ body: { email: `matrix.${newVideoId()}@example.com` } }) },
  resetPassword: {
    request: async () => {
      const person = await api.signup('user');
      await api.ok('forgotPassword', { body: { email: person.email } }, 202);
      return {
        body: { token: (await linkIn(api.db, 'password_reset', person.email)).token, password: 'new-pass-123' },
      };
    },
  },
  verifyEmail: {
    request: async () => {
      const person = await api.signup('user');
      await api.ok('resendVerification', { token: person.token }, 202);
      return { body: { token: (await linkIn(api.db, 'email_verification', person.email)).token } };
    },
  },
  // An admin's address is verified when they join the team.
  resendVerification: {
    request: () => ({}),
    allowed: ({ caller }) => (isAdmin(caller) ? { status: 409, message: said('alreadyVerified') } : undefined),
  },
  changeEmail: {
    request: ({ caller }) => ({
      body: {
        email: `matrix.${newVideoId()}@example.com`,
        password: isAdmin(caller) ? 'admin-password-1' : 'password123',
      },
    }),
  },
  acceptInvitation: {
    request: async () => {
      const email = `matrix.${newVideoId()}@example.com`;
      await api.ok('inviteAdmin', { token: admins.owner.token, body: { email, adminRole: 'moderator' } }, 201);
      const { token } = await linkIn(api.db, 'admin_invitation', email);
      return { body: { token, name: 'Matrix Admin', password: 'admin-password-1' } };
    },
  },
  notifications: { request: () => ({}) },
  // Push is off in the tests' configuration (no VAPID keys): subscribing is refused, there is nothing to remove.
  pushSettings: { request: () => ({}) },
  subscribePush: {
    request: () => ({
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
        keys: { p256dh: 'BAAA', auth: 'AAAA' },
        kinds: [],
      },
    }),
    allowed: () => ({ status: 400, message: said('pushOff') }),
  },
  unsubscribePush: {
    request: () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' } }),
    allowed: () => ({ status: 404, message: said('pushNotSubscribed') }),
  },
  readNotifications: { request: () => ({ body: { all: true } }) },
  setLanguage: { request: () => ({ body: { language: 'hi' } }) },
  liveEvents: { request: () => ({}) },
  // A kind the caller's role receives, turned on (as it already is): each role has its own.
  updateNotificationSettings: {
    request: ({ caller }) => ({
      body: {
        settings: [
          {
            kind:
              caller === 'creator'
                ? 'clip_awaiting_review'
                : isAdmin(caller)
                  ? 'withdrawal_requested'
                  : 'clip_approved',
            enabled: true,
          },
        ],
      },
    }),
  },

  // campaigns
  listCampaigns: { request: () => ({}) },
  joinedCampaigns: { request: () => ({}) },
  getCampaign: { request: ({ side }) => ({ params: { id: campaigns[ownerIndex(side)] } }) },
  campaignParticipants: { request: ({ side }) => ({ params: { id: campaigns[ownerIndex(side)] } }) },
  participantContacts: {
    request: ({ side }) => ({ params: { id: campaigns[ownerIndex(side)] } }),
    // The campaign's creator or an admin; a clipper's "own" campaign is still not theirs.
    allowed: ({ caller, side }) =>
      isAdmin(caller) || (caller === 'creator' && side === 'own')
        ? undefined
        : { status: 403, message: CONTACTS_FOR_OWNER },
  },
  joinCampaign: { request: async ({ side }) => ({ params: { id: await fresh.campaign(side) } }) },
  createCampaign: { request: () => ({ body: campaignBody() }) },
  updateCampaign: {
    request: async ({ side }) => ({
      params: { id: await fresh.campaign(side) },
      body: campaignBody({ title: 'Renamed' }),
    }),
    allowed: ownOnly(NOT_YOUR_CAMPAIGN),
  },
  deleteCampaign: {
    request: async ({ side }) => ({ params: { id: await fresh.campaign(side) } }),
    allowed: ownOnly(NOT_YOUR_CAMPAIGN),
  },

  // clips and dashboards
  userDashboard: { request: () => ({}) },
  userSeries: { request: () => ({}) },
  myClips: { request: () => ({}) },
  submitClip: {
    // Own: a campaign the clipper joined; other: one they did not.
    request: async ({ side }) => ({
      body: {
        campaignId: side === 'own' ? campaigns[0] : await fresh.campaign('other'),
        clipLink: `https://www.youtube.com/shorts/${newVideoId()}`,
      },
    }),
    allowed: ownOnly(NOT_JOINED),
  },
  creatorDashboard: { request: () => ({}) },
  creatorSeries: { request: () => ({}) },
  creatorCampaigns: { request: () => ({}) },
  creatorPendingClips: { request: () => ({}) },
  clipperChannel: { request: () => ({}) },
  // The test server has no Instagram (INSTAGRAM_MODE off): the calls are refused past the access check.
  instagramAccount: { request: () => ({}) },
  startInstagramLink: { request: () => ({}), allowed: () => ({ status: 422, message: said('instagramOff') }) },
  linkInstagram: {
    request: () => ({ body: { code: 'matrix-code', state: 'matrix-state' } }),
    allowed: () => ({ status: 422, message: said('instagramOff') }),
  },
  unlinkInstagram: { request: () => ({}), allowed: () => ({ status: 422, message: said('noInstagram') }) },
  // Nor Google sign-in (its YouTube is off): refused past the access check too.
  startGoogleLink: { request: () => ({}), allowed: () => ({ status: 422, message: said('googleOff') }) },
  linkChannelWithGoogle: {
    request: () => ({ body: { code: 'matrix-code', state: 'matrix-state' } }),
    allowed: () => ({ status: 422, message: said('googleOff') }),
  },
  // The test server measures no views (YOUTUBE_MODE off), so there is nothing to link a channel for.
  linkChannel: {
    request: () => ({ body: { channelId: `UC${'a'.repeat(22)}` } }),
    allowed: () => ({ status: 422, message: said('channelNotMeasured') }),
  },
  approveClip: {
    request: async ({ side }) => ({ params: { id: await fresh.clip(side) }, body: { viewCount: 1000 } }),
    allowed: ownOnly(NOT_YOUR_CLIP),
  },
  rejectClip: {
    request: async ({ side }) => ({ params: { id: await fresh.clip(side) } }),
    allowed: ownOnly(NOT_YOUR_CLIP),
  },
  // Blocks (docs/product.md#blocking): a fresh clipper to block; a block of the own or the other creator to lift
  // (the other creator's is none of the caller's: 404).
  creatorBlocks: { request: () => ({}) },
  blockClipper: {
    request: async () => ({ body: { clipperId: (await api.signup('user')).user._id, reason: 'Matrix block' } }),
  },
  unblockClipper: {
    request: async ({ side }) => {
      const clipper = await api.signup('user');
      const body = { clipperId: clipper.user._id, reason: 'Matrix block' };
      await api.ok('blockClipper', { token: creators[ownerIndex(side)].token, body }, 201);
      return { params: { id: clipper.user._id } };
    },
    allowed: ({ side }) => (side === 'other' ? { status: 404, message: 'This clipper is not blocked.' } : undefined),
  },
  adminBlocks: { request: () => ({}) },
  clipperProfile: { request: ({ side }) => ({ params: { id: clippers[ownerIndex(side)].user._id } }) },
  // Appeals (docs/product.md#appeals): the own clipper's or another's rejected clip; an appeal on the own or the
  // other creator's campaign to answer; the admin decides any.
  appealClip: {
    request: async ({ side }) => ({ params: { id: await fresh.rejectedClip(side) }, body: { message: 'Look again' } }),
    allowed: ownOnly(said('appealNotYours')),
  },
  answerAppeal: {
    request: async ({ side }) => ({ params: { id: await fresh.appealedClip(side) }, body: { message: 'It was not' } }),
    allowed: ownOnly(said('answerNotYours')),
  },
  creatorAppeals: { request: () => ({}) },
  adminAppeals: { request: () => ({}) },
  decideAppeal: {
    request: async ({ side }) => ({
      params: { id: await fresh.appealedClip(side) },
      body: { decision: 'uphold', note: 'The rejection was right' },
    }),
  },
  // Answered for any clip: another creator's is refused inside the answer (tests/api/bulk-review.test.ts).
  reviewClips: {
    request: async ({ side }) => ({ body: { clipIds: [await fresh.clip(side)], action: 'reject' } }),
  },
  clipMeasurements: {
    // Own: the own clipper's clip on the own creator's campaign; other: the other clipper's on the other creator's.
    request: async ({ side }) => ({
      params: { id: side === 'own' ? await fresh.clip('own') : await pendingClipOf(clippers[1], 'other') },
    }),
    allowed: ({ caller, side }) =>
      isAdmin(caller) || side === 'own' ? undefined : { status: 403, message: said('notYourMeasurements') },
  },

  // wallets and payments
  topup: { request: () => ({ body: { amount: 100 } }) },
  verifyPayment: {
    request: async ({ side }) => ({ body: await sandboxPayment(await fresh.order(side)) }),
    allowed: ownOnly(NOT_YOUR_ORDER),
  },
  creatorWallet: { request: () => ({}) },
  clipperWallet: { request: () => ({}) },
  withdraw: { request: () => ({ body: { amount: 1, upiId: 'own@bank' } }) },
  paymentWebhook: {
    // The provider proves itself with the signature, whoever else's session comes along.
    request: async ({ side }) => {
      const payment = await sandboxPayment(await fresh.order(side));
      const event = {
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: payment.razorpay_payment_id,
              order_id: payment.razorpay_order_id,
              amount: 10000,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      };
      return { body: event, headers: { 'X-Razorpay-Signature': hmacHex(SANDBOX_SECRET, JSON.stringify(event)) } };
    },
  },
  sandboxPay: { request: async ({ side }) => ({ body: { order_id: await fresh.order(side) } }) },
  // Paid by hand in the tests' configuration: the provider's events are refused, whoever sends them.
  payoutWebhook: {
    request: () => ({ body: { event: 'payout.processed' }, headers: { 'X-Razorpay-Signature': 'ab' } }),
    allowed: () => ({ status: 400, message: said('payoutsNotAutomatic') }),
  },
  savedUpiIds: { request: () => ({}) },
  validateUpiId: { request: () => ({ body: { upiId: 'own@bank' } }) },
  earningsStatement: { request: () => ({ query: { year: '2026' } }) },

  // admin: every object is the admin's to act on
  adminStats: { request: () => ({}) },
  adminSeries: { request: () => ({}) },
  adminUsers: { request: () => ({}) },
  adminCampaigns: { request: () => ({}) },
  adminCampaignStatus: {
    request: async ({ side }) => ({ params: { id: await fresh.campaign(side) }, body: { status: 'paused' } }),
  },
  adminTransactions: { request: () => ({}) },
  adminWallet: { request: () => ({}) },
  adminWithdraw: { request: () => ({ body: { amount: 1 } }) },
  adminWithdrawals: { request: () => ({}) },
  adminPayouts: { request: () => ({}) },
  updatePayoutPolicy: { request: () => ({ body: { autoLimit: 10000, paused: false } }) },
  payWithdrawal: {
    request: async ({ side }) => ({ params: { id: await fresh.withdrawal(side) }, body: { reference: 'UTR123' } }),
  },
  adminTransactionsCsv: { request: () => ({}) },
  adminPaymentEvents: { request: () => ({}) },
  rejectWithdrawal: {
    request: async ({ side }) => ({ params: { id: await fresh.withdrawal(side) }, body: { reason: 'Test' } }),
  },
  adminReviewQueue: { request: () => ({}) },
  // the team, suspensions and the audit trail (docs/accounts.md)
  suspendUser: {
    request: async () => ({ params: { id: (await api.signup('user')).user._id }, body: { reason: 'Matrix' } }),
  },
  reinstateUser: {
    request: async () => {
      const { user } = await api.signup('creator');
      const body = { reason: 'Matrix' };
      await api.ok('suspendUser', { token: admins.moderator.token, params: { id: user._id }, body });
      return { params: { id: user._id } };
    },
  },
  adminAudit: { request: () => ({}) },
  adminTeam: { request: () => ({}) },
  inviteAdmin: { request: () => ({ body: { email: `matrix.${newVideoId()}@example.com`, adminRole: 'finance' } }) },
  changeAdminRole: {
    request: async () => ({
      params: { id: (await api.adminOf('moderator')).user._id },
      body: { adminRole: 'finance' },
    }),
  },
  // A fresh clip is still its creator's to review: only the deadline rule puts one in the admin's queue.
  adminApproveClip: {
    request: async ({ side }) => ({ params: { id: await fresh.clip(side) }, body: { viewCount: 1000 } }),
    allowed: () => ({ status: 422, message: said('notInReviewQueue') }),
  },
  adminRejectClip: {
    request: async ({ side }) => ({ params: { id: await fresh.clip(side) } }),
    allowed: () => ({ status: 422, message: said('notInReviewQueue') }),
  },
};

/** What the route's access says of this caller: a refusal, or undefined when it lets them through. */
function refusalOf(access: Access, caller: Caller): Expected | undefined {
  if (access === 'anyone') return undefined;
  if (caller === 'anonymous') return { status: 401, message: 'Please log in to continue.' };
  if (access === 'signed-in') return undefined;
  const refused = {
    status: 403,
    message: access.refusal ? translate('en', access.refusal) : 'You do not have access to this.',
  };
  if (!isAdmin(caller)) return access.roles.includes(caller) ? undefined : refused;
  // Each admin role is let through exactly where docs/accounts.md#admin-team says.
  if (!access.roles.includes('admin')) return refused;
  if (!access.adminRoles || access.adminRoles.includes(caller)) return undefined;
  return {
    status: 403,
    message: access.adminRefusal ? translate('en', access.adminRefusal) : 'You do not have access to this.',
  };
}

function expectedOf(name: RouteName, cell: Cell): Expected {
  return (
    refusalOf(routes[name].access, cell.caller) ??
    fixtures[name].allowed?.(cell) ?? { status: successStatus(routes[name]) }
  );
}

const tokenOf = (caller: Caller) =>
  caller === 'anonymous'
    ? undefined
    : isAdmin(caller)
      ? admins[caller].token
      : caller === 'user'
        ? clippers[0].token
        : creators[0].token;

// Counts of attempts (rate limits) may move on a refused request by design; nothing else may.
const COUNTERS = ['rate_limits'];

const routeNames = Object.keys(routes) as RouteName[];

describe('authorization matrix: every route x anonymous, clipper, creator, owner, finance, moderator x own and another user’s object', () => {
  it('has a fixture for every route of the table, and nothing else', () => {
    expect(routeNames.filter((name) => !(name in fixtures))).toEqual([]);
    expect(Object.keys(fixtures).filter((name) => !(name in routes))).toEqual([]);
  });

  it.each(routeNames)('%s', async (name) => {
    const results: string[] = [];
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      for (const side of SIDES) {
        const cell = { caller, side };
        const options = await fixtures[name].request(cell);
        const expected = expectedOf(name, cell);
        const refused = expected.status >= 400;
        const before = refused ? await dbFingerprint(api.db, { ignore: COUNTERS }) : undefined;
        const res = await api.call(name, { token: tokenOf(caller), ...options });
        const label = `${name} as ${caller} on ${side}`;
        const message = (res.json as { message?: unknown } | null)?.message;
        results.push(`${caller}/${side}: ${res.status}`);
        if (res.status !== expected.status)
          mismatches.push(`${label}: ${res.status} ${JSON.stringify(res.json)}, expected ${expected.status}`);
        else if (expected.message !== undefined && message !== expected.message) {
          mismatches.push(`${label}: message ${JSON.stringify(message)}, expected ${JSON.stringify(expected.message)}`);
        }
        if (before) {
          const moved = changedTables(before, await dbFingerprint(api.db, { ignore: COUNTERS }));
          if (moved.length > 0) mismatches.push(`${label}: refused, yet changed ${moved.join(', ')}`);
        }
      }
    }
    expect(mismatches, results.join('; ')).toEqual([]);
  });
});

describe('the read cache never answers a caller the route now refuses', () => {
  it('a cached private read is refused once the role changes, or the token is retired', async () => {
    const creator = await api.signup('creator');
    const read = () => api.call('creatorWallet', { token: creator.token });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200); // from the cache
    // A role change is a change to the user (user:<id>) and to their account row (account:<id>).
    await commitChange(api.deps, (tx) => tx.update(users).set({ role: 'user' }).where(eq(users.id, creator.user._id)));
    expect(await read()).toMatchObject({
      status: 403,
      json: { message: 'Only campaign creators have a creator wallet.' },
    });
    await commitChange(api.deps, (tx) =>
      tx.update(users).set({ role: 'creator' }).where(eq(users.id, creator.user._id)),
    );
    expect((await read()).status).toBe(200);
    await api.ok('logoutAll', { token: creator.token });
    expect(await read()).toMatchObject({ status: 401, json: { message: 'Please log in to continue.' } });
  });
});
