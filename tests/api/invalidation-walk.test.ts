import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../schemas/routes';
import { type Access } from '../../schemas/route-kit';
import { hmacHex } from '../../src/server/payments/signature';
import { campaignBody, newVideoId } from './campaign-fixtures';
import { buildFuzzWorld, type FuzzWorld } from './fuzz/fuzz-world';
import { auditLedgerAfterEach, startTestApi, type CallOptions, type TestApi } from './harness';
import { OVER_INVALIDATED } from './invalidation-walk-pinned';
import { linkIn } from './account-links';

/**
 * Every write route, sent once on a fresh world (tests/api/fuzz/fuzz-world.ts), between two readings of every
 * cached read of everyone in it (every GET the read cache keeps, as each person may call it, on each object of
 * the world). A read that changed must have been invalidated: the harness's stale-read check fails any answer the
 * cache served that the database no longer gives. A read that was invalidated (read again from the database)
 * without changing is an over-invalidation: each is listed in invalidation-walk-pinned.ts, and the walk fails on
 * one missing there and on one listed that no longer happens, so the list only shrinks as invalidation gets finer
 * (docs/reads.md "Read cache").
 */

type Reader = 'anonymous' | 'clipperA' | 'clipperB' | 'creatorA' | 'creatorB' | 'admin';
const READERS: Reader[] = ['anonymous', 'clipperA', 'clipperB', 'creatorA', 'creatorB', 'admin'];
const ROLE_OF: Record<Reader, 'anonymous' | 'user' | 'creator' | 'admin'> = {
  anonymous: 'anonymous',
  clipperA: 'user',
  clipperB: 'user',
  creatorA: 'creator',
  creatorB: 'creator',
  admin: 'admin',
};
const SANDBOX_SECRET = 'sandbox-test-secret'; // testConfig's sandbox secret

type Write = {
  /** Who sends it, and what, in the world built for it (after `prepare`, which runs before the first reading). */
  as: Reader;
  request: (world: FuzzWorld, prepared: string | undefined) => Omit<CallOptions, 'token'>;
  prepare?: (world: FuzzWorld) => Promise<string>;
  status: number;
};

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const tokenOf = (world: FuzzWorld, reader: Reader): string | undefined =>
  reader === 'anonymous' ? undefined : reader === 'admin' ? world.admin.token : world.people[reader].token;

/** A campaign of creator A that nobody joined yet. */
const freshCampaign = async (world: FuzzWorld) =>
  (
    await api.ok(
      'createCampaign',
      { token: world.people.creatorA.token, body: campaignBody({ payoutPer1000Views: 10, totalBudget: 500 }) },
      201,
    )
  ).campaign._id;

/** A new clip of clipper A on campaign A, rejected by creator A; appealed too when `appealed`. */
const rejectedClip = (appealed: boolean) => async (world: FuzzWorld) => {
  const { clipperA, creatorA } = world.people;
  const body = { campaignId: world.campaignA, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 5000 };
  const id = (await api.ok('submitClip', { token: clipperA.token, body }, 201)).clip._id;
  await api.ok('rejectClip', { token: creatorA.token, params: { id } });
  if (appealed) await api.ok('appealClip', { token: clipperA.token, params: { id }, body: { message: 'Walk' } }, 201);
  return id;
};

/** The pending clips past their review deadline, unmeasured: the scheduler lists them for the admin. */
const pastReviewDeadline = async () => {
  await api.runScheduler(new Date(Date.now() + 80 * 3600 * 1000));
  return '';
};

const capturedEvent = (world: FuzzWorld) => {
  const { razorpay_payment_id: id, razorpay_order_id: orderId } = world.unpaidOrder.payment;
  const event = {
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id, order_id: orderId, amount: 100_00, currency: 'INR', status: 'captured' } } },
  };
  return { body: event, headers: { 'X-Razorpay-Signature': hmacHex(SANDBOX_SECRET, JSON.stringify(event)) } };
};

/** Every write route of the route table (the type requires a new one here), sent as a person who may. */
const WRITES: Record<Exclude<RouteName, ReadRouteName>, Write> = {
  login: {
    as: 'anonymous',
    request: (w) => ({ body: { email: w.people.creatorA.email, password: w.people.creatorA.password } }),
    status: 200,
  },
  signup: {
    as: 'anonymous',
    request: () => ({
      body: { name: 'Walk Signup', email: `walk-${newVideoId()}@example.com`, password: 'password123', role: 'user' },
    }),
    status: 201,
  },
  adminLogin: {
    as: 'anonymous',
    request: (w) => ({ body: { email: w.admin.email, password: w.admin.password } }),
    status: 200,
  },
  logoutAll: { as: 'clipperB', request: () => ({}), status: 200 },
  // the emailed links (docs/accounts.md#links): each prepared as the person would receive it
  forgotPassword: { as: 'anonymous', request: (w) => ({ body: { email: w.people.clipperB.email } }), status: 202 },
  resetPassword: {
    as: 'anonymous',
    prepare: async (w) => {
      await api.ok('forgotPassword', { body: { email: w.people.clipperB.email } }, 202);
      return (await linkIn(api.db, 'password_reset', w.people.clipperB.email)).token;
    },
    request: (_w, token) => ({ body: { token: token ?? '', password: 'walk-password-1' } }),
    status: 200,
  },
  verifyEmail: {
    as: 'anonymous',
    prepare: async (w) => {
      await api.ok('resendVerification', { token: w.people.clipperA.token }, 202);
      return (await linkIn(api.db, 'email_verification', w.people.clipperA.email)).token;
    },
    request: (_w, token) => ({ body: { token: token ?? '' } }),
    status: 200,
  },
  resendVerification: { as: 'creatorA', request: () => ({}), status: 202 },
  changeEmail: {
    as: 'creatorB',
    request: (w) => ({ body: { email: `walk-${newVideoId()}@example.com`, password: w.people.creatorB.password } }),
    status: 202,
  },
  acceptInvitation: {
    as: 'anonymous',
    prepare: async (w) => {
      const email = `walk-${newVideoId()}@example.com`;
      await api.ok('inviteAdmin', { token: w.admin.token, body: { email, adminRole: 'finance' } }, 201);
      return (await linkIn(api.db, 'admin_invitation', email)).token;
    },
    request: (_w, token) => ({ body: { token: token ?? '', name: 'Walk Admin', password: 'walk-password-1' } }),
    status: 201,
  },
  readNotifications: { as: 'creatorA', request: () => ({ body: { all: true } }), status: 200 },
  // Push is off in the tests' configuration: the refusals change nothing (tests/api/push.test.ts subscribes).
  subscribePush: {
    as: 'clipperA',
    request: () => ({
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/walk', keys: { p256dh: 'BAAA', auth: 'AAAA' }, kinds: [] },
    }),
    status: 400,
  },
  unsubscribePush: {
    as: 'clipperA',
    request: () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/walk' } }),
    status: 404,
  },
  suspendUser: {
    as: 'admin',
    request: (w) => ({ params: { id: w.people.creatorB.user._id }, body: { reason: 'Walk' } }),
    status: 200,
  },
  reinstateUser: {
    as: 'admin',
    prepare: async (w) => {
      const body = { reason: 'Walk' };
      await api.ok('suspendUser', { token: w.admin.token, params: { id: w.people.clipperB.user._id }, body });
      return w.people.clipperB.user._id;
    },
    request: (_w, id) => ({ params: { id: id ?? '' } }),
    status: 200,
  },
  inviteAdmin: {
    as: 'admin',
    request: () => ({ body: { email: `walk-${newVideoId()}@example.com`, adminRole: 'moderator' } }),
    status: 201,
  },
  changeAdminRole: {
    as: 'admin',
    prepare: async (w) => {
      const email = `walk-${newVideoId()}@example.com`;
      await api.ok('inviteAdmin', { token: w.admin.token, body: { email, adminRole: 'finance' } }, 201);
      const { token } = await linkIn(api.db, 'admin_invitation', email);
      const body = { token, name: 'Walk Admin', password: 'walk-password-1' };
      return (await api.ok('acceptInvitation', { body }, 201)).user._id;
    },
    request: (_w, id) => ({ params: { id: id ?? '' }, body: { adminRole: 'moderator' } }),
    status: 200,
  },
  setLanguage: { as: 'clipperB', request: () => ({ body: { language: 'hi' } }), status: 200 },
  updateNotificationSettings: {
    as: 'clipperA',
    request: () => ({ body: { settings: [{ kind: 'clip_approved', enabled: false }] } }),
    status: 200,
  },
  joinCampaign: {
    as: 'clipperA',
    prepare: freshCampaign,
    request: (_w, id) => ({ params: { id: id ?? '' } }),
    status: 200,
  },
  createCampaign: {
    as: 'creatorA',
    request: () => ({ body: campaignBody({ payoutPer1000Views: 10, totalBudget: 100 }) }),
    status: 201,
  },
  updateCampaign: {
    as: 'creatorA',
    request: (w) => ({
      params: { id: w.campaignA },
      body: {
        ...campaignBody({ payoutPer1000Views: 10, totalBudget: 1000 }),
        title: 'Walk: a new title',
        status: 'active',
      },
    }),
    status: 200,
  },
  deleteCampaign: { as: 'creatorA', request: (w) => ({ params: { id: w.campaignA } }), status: 200 },
  submitClip: {
    as: 'clipperA',
    request: (w) => ({
      body: { campaignId: w.campaignA, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 500 },
    }),
    status: 201,
  },
  approveClip: {
    as: 'creatorA',
    request: (w) => ({ params: { id: w.clips.pendingAonA }, body: { viewCount: 1000 } }),
    status: 200,
  },
  rejectClip: { as: 'creatorA', request: (w) => ({ params: { id: w.clips.pendingAonA } }), status: 200 },
  appealClip: {
    as: 'clipperA',
    prepare: rejectedClip(false),
    request: (_w, id) => ({ params: { id: id ?? '' }, body: { message: 'Please look again' } }),
    status: 201,
  },
  answerAppeal: {
    as: 'creatorA',
    prepare: rejectedClip(true),
    request: (_w, id) => ({ params: { id: id ?? '' }, body: { message: 'It was not mine' } }),
    status: 200,
  },
  // Overturned: the clip is paid from the campaign's escrow, so every read of its money changes.
  decideAppeal: {
    as: 'admin',
    prepare: rejectedClip(true),
    request: (_w, id) => ({ params: { id: id ?? '' }, body: { decision: 'overturn' } }),
    status: 200,
  },
  // A block changes no cached read (docs/product.md#blocking): nothing to invalidate.
  blockClipper: {
    as: 'creatorA',
    request: (w) => ({ body: { clipperId: w.people.clipperB.user._id, reason: 'Walk block' } }),
    status: 201,
  },
  unblockClipper: {
    as: 'creatorA',
    prepare: async (w) => {
      const body = { clipperId: w.people.clipperB.user._id, reason: 'Walk block' };
      await api.ok('blockClipper', { token: w.people.creatorA.token, body }, 201);
      return w.people.clipperB.user._id;
    },
    request: (_w, prepared) => ({ params: { id: prepared ?? '' } }),
    status: 200,
  },
  reviewClips: {
    as: 'creatorA',
    request: (w) => ({ body: { clipIds: [w.clips.pendingAonA], action: 'approve' } }),
    status: 200,
  },
  // Refused where views are not measured (the tests' configuration): a refusal invalidates nothing.
  linkChannel: { as: 'clipperA', request: () => ({ body: { channelId: `UC${'w'.repeat(22)}` } }), status: 422 },
  // No Instagram on the test server: refused, invalidating nothing.
  startInstagramLink: { as: 'clipperA', request: () => ({}), status: 422 },
  linkInstagram: { as: 'clipperA', request: () => ({ body: { code: 'walk', state: 'walk' } }), status: 422 },
  unlinkInstagram: { as: 'clipperA', request: () => ({}), status: 422 },
  // Nor Google sign-in: refused, invalidating nothing.
  startGoogleLink: { as: 'clipperA', request: () => ({}), status: 422 },
  linkChannelWithGoogle: { as: 'clipperA', request: () => ({ body: { code: 'walk', state: 'walk' } }), status: 422 },
  topup: { as: 'creatorA', request: () => ({ body: { amount: 100 } }), status: 201 },
  verifyPayment: { as: 'creatorA', request: (w) => ({ body: w.unpaidOrder.payment }), status: 200 },
  withdraw: { as: 'clipperA', request: () => ({ body: { amount: 1, upiId: 'walk@upi' } }), status: 201 },
  paymentWebhook: { as: 'anonymous', request: capturedEvent, status: 200 },
  // Paid by hand in the tests' configuration: no payout event is taken, and a refusal invalidates nothing.
  payoutWebhook: {
    as: 'anonymous',
    request: () => ({ body: { event: 'payout.processed' }, headers: { 'X-Razorpay-Signature': 'ab' } }),
    status: 400,
  },
  updatePayoutPolicy: { as: 'admin', request: () => ({ body: { autoLimit: 5000, paused: true } }), status: 200 },
  validateUpiId: { as: 'clipperA', request: () => ({ body: { upiId: 'walk@upi' } }), status: 200 },
  sandboxPay: { as: 'anonymous', request: (w) => ({ body: { order_id: w.unpaidOrder.id } }), status: 200 },
  adminCampaignStatus: {
    as: 'admin',
    request: (w) => ({ params: { id: w.campaignA }, body: { status: 'paused' } }),
    status: 200,
  },
  adminWithdraw: { as: 'admin', request: () => ({ body: { amount: 0.01 } }), status: 200 },
  payWithdrawal: {
    as: 'admin',
    request: (w) => ({ params: { id: w.withdrawals.ofA }, body: { reference: 'UTR-WALK-1' } }),
    status: 200,
  },
  rejectWithdrawal: {
    as: 'admin',
    request: (w) => ({ params: { id: w.withdrawals.ofA }, body: { reason: 'walk' } }),
    status: 200,
  },
  adminApproveClip: {
    as: 'admin',
    prepare: pastReviewDeadline,
    request: (w) => ({ params: { id: w.clips.pendingAonA }, body: { viewCount: 1000 } }),
    status: 200,
  },
  adminRejectClip: {
    as: 'admin',
    prepare: pastReviewDeadline,
    request: (w) => ({ params: { id: w.clips.pendingAonA } }),
    status: 200,
  },
};

type ReadRouteName = { [N in RouteName]: (typeof routes)[N]['method'] extends 'GET' ? N : never }[RouteName];

/** The reads the cache keeps (a route with a cache scope), each as everyone who may call it, on each object. */
function readsOf(world: FuzzWorld): { label: string; name: RouteName; options: CallOptions }[] {
  const reads: { label: string; name: RouteName; options: CallOptions }[] = [];
  for (const [name, def] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    if (def.method !== 'GET' || !('cache' in def) || !def.cache) continue;
    const ids: ([string, string] | undefined)[] = !def.path.includes(':id')
      ? [undefined]
      : def.path.startsWith('/api/clips/')
        ? Object.entries(world.clips)
        : [
            ['A', world.campaignA],
            ['B', world.campaignB],
          ];
    for (const reader of READERS) {
      if (!mayCall(def.access, ROLE_OF[reader])) continue;
      for (const id of ids) {
        const token = tokenOf(world, reader);
        reads.push({
          label: `${reader} ${name}${id ? ` ${id[0]}` : ''}`,
          name,
          options: { ...(token ? { token } : {}), ...(id ? { params: { id: id[1] } } : {}) },
        });
      }
    }
  }
  return reads;
}

function mayCall(access: Access, role: (typeof ROLE_OF)[Reader]): boolean {
  if (access === 'anyone') return true;
  if (role === 'anonymous') return false;
  return access === 'signed-in' || access.roles.includes(role);
}

/** Reads once; whether the read cache answered it, and what the reader saw. */
async function readOnce(name: RouteName, options: CallOptions) {
  const hits = api.deps.readCache.stats.hits;
  const res = await api.call(name, options);
  return { hit: api.deps.readCache.stats.hits > hits, seen: `${res.status} ${JSON.stringify(res.json)}` };
}

describe('every write invalidates the cached reads it changes, and no other', () => {
  const found: Record<string, string[]> = {};

  for (const [name, write] of Object.entries(WRITES) as [keyof typeof WRITES, Write][]) {
    it(name, async () => {
      const world = await buildFuzzWorld(api);
      const prepared = await write.prepare?.(world);
      // Read everything twice: the second answer of a cached read comes from the cache.
      const cached = [];
      for (const read of readsOf(world)) {
        await readOnce(read.name, read.options);
        const again = await readOnce(read.name, read.options);
        if (again.hit) cached.push({ ...read, before: again.seen });
      }
      expect(cached.length).toBeGreaterThan(20);

      const token = tokenOf(world, write.as);
      const res = await api.call(name, { ...(token ? { token } : {}), ...write.request(world, prepared) });
      expect(res.status, JSON.stringify(res.json)).toBe(write.status);

      const needless = [];
      for (const read of cached) {
        const after = await readOnce(read.name, read.options);
        // A hit is the harness's stale-read check passed: the database gives what the cache served.
        if (!after.hit && after.seen === read.before) needless.push(read.label);
      }
      found[name] = needless.sort();
      expect(needless.sort(), `reads ${name} invalidated without changing them`).toEqual(
        [...(OVER_INVALIDATED[name] ?? [])].sort(),
      );
    });
  }

  it('prints how many reads each write invalidated needlessly', () => {
    const total = Object.values(found).reduce((sum, list) => sum + list.length, 0);
    console.log(`invalidation walk: ${total} needless invalidations over ${Object.keys(found).length} writes`);
    if (process.env.WALK_PRINT === '1') console.log(`WALK ${JSON.stringify(found)}`);
    expect(Object.keys(found)).toHaveLength(Object.keys(WRITES).length);
  });
});
