import { campaignBody, newVideoId, type Person } from '../campaign-fixtures';
import { fundWallet } from '../fund-wallet';
import type { TestApi } from '../harness';

/** The four callers every route is fuzzed as; `anonymous` sends no session (or a forged one). */
export const FUZZ_ROLES = ['anonymous', 'clipper', 'creator', 'admin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/** An object kind a path parameter can name; its ids are offered to every route taking that kind. */
export type ObjectKind = 'campaign' | 'clip' | 'withdrawal';

/**
 * The people and objects one route's fuzz runs against. The callers are clipper A, creator A and the admin;
 * clipper B and creator B own the "other user's" objects, so ownership is fuzzed as well as access.
 */
export type FuzzWorld = {
  people: { clipperA: Person; clipperB: Person; creatorA: Person; creatorB: Person };
  admin: { token: string; email: string; password: string };
  tokens: Record<Exclude<FuzzRole, 'anonymous'>, string>;
  /** Campaign A (creator A's, joined by both clippers) and campaign B (creator B's, joined by both). */
  campaignA: string;
  campaignB: string;
  /** Pending clips: clipper A's on campaign A and on B, clipper B's on B; and clipper A's approved clip on A. */
  clips: { pendingAonA: string; pendingAonB: string; pendingBonB: string; approvedAonA: string };
  /** Requested withdrawals of clipper A and clipper B. */
  withdrawals: { ofA: string; ofB: string };
  /** Creator A's unpaid order and the sandbox's signed payment for it (a valid verify body). */
  unpaidOrder: {
    id: string;
    payment: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  };
  /** Creator A's and creator B's verified top-up payments (what refund and dispute webhooks name). */
  verifiedPayments: { paymentId: string; orderId: string }[];
  idsOf: Record<ObjectKind, string[]>;
  /** The objects each caller may act on: clipper A's clips and withdrawal, creator A's campaign and the clips on it. */
  ownedBy: Record<FuzzRole, Record<ObjectKind, string[]>>;
};

export const ADMIN_PASSWORD = 'admin-password-1';

const youtubeLink = () => `https://youtube.com/shorts/${newVideoId()}`;

/** Builds a fresh world through the API (the wallets funded straight through the ledger). */
export async function buildFuzzWorld(api: TestApi): Promise<FuzzWorld> {
  const [clipperA, clipperB, creatorA, creatorB, admin] = await Promise.all([
    api.signup('user', 'Fuzz Clipper A'),
    api.signup('user', 'Fuzz Clipper B'),
    api.signup('creator', 'Fuzz Creator A'),
    api.signup('creator', 'Fuzz Creator B'),
    api.admin(),
  ]);
  await fundWallet(api, creatorA.user._id, 5000);
  await fundWallet(api, creatorB.user._id, 5000);
  const campaignOf = async (creator: Person) =>
    (
      await api.ok(
        'createCampaign',
        { token: creator.token, body: campaignBody({ payoutPer1000Views: 10, totalBudget: 1000 }) },
        201,
      )
    ).campaign._id;
  const campaignA = await campaignOf(creatorA);
  const campaignB = await campaignOf(creatorB);
  for (const clipper of [clipperA, clipperB]) {
    for (const campaign of [campaignA, campaignB]) {
      await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign } });
    }
  }
  const submit = async (clipper: Person, campaignId: string) =>
    (
      await api.ok(
        'submitClip',
        { token: clipper.token, body: { campaignId, clipLink: youtubeLink(), viewCount: 1000 } },
        201,
      )
    ).clip._id;
  const approvedAonA = await submit(clipperA, campaignA);
  const approvedBonB = await submit(clipperB, campaignB);
  await api.ok('approveClip', { token: creatorA.token, params: { id: approvedAonA }, body: { viewCount: 10_000 } });
  await api.ok('approveClip', { token: creatorB.token, params: { id: approvedBonB }, body: { viewCount: 10_000 } });
  const clips = {
    pendingAonA: await submit(clipperA, campaignA),
    pendingAonB: await submit(clipperA, campaignB),
    pendingBonB: await submit(clipperB, campaignB),
    approvedAonA,
  };
  const withdraw = async (clipper: Person) =>
    (await api.ok('withdraw', { token: clipper.token, body: { amount: 10, upiId: 'fuzz@upi' } }, 201)).withdrawal._id;
  const withdrawals = { ofA: await withdraw(clipperA), ofB: await withdraw(clipperB) };
  const verified = [];
  for (const creator of [creatorA, creatorB]) {
    const topup = await api.ok('topup', { token: creator.token, body: { amount: 200 } }, 201);
    const paid = await api.ok('sandboxPay', { body: { order_id: topup.order.id } });
    await api.ok('verifyPayment', { token: creator.token, body: paid });
    verified.push({ paymentId: paid.razorpay_payment_id, orderId: paid.razorpay_order_id });
  }
  const { order } = await api.ok('topup', { token: creatorA.token, body: { amount: 100 } }, 201);
  const payment = await api.ok('sandboxPay', { body: { order_id: order.id } });
  return {
    people: { clipperA, clipperB, creatorA, creatorB },
    admin: { token: admin.token, email: admin.email, password: ADMIN_PASSWORD },
    tokens: { clipper: clipperA.token, creator: creatorA.token, admin: admin.token },
    campaignA,
    campaignB,
    clips,
    withdrawals,
    unpaidOrder: { id: order.id, payment },
    verifiedPayments: verified,
    idsOf: {
      campaign: [campaignA, campaignB],
      clip: [...Object.values(clips), approvedBonB],
      withdrawal: [withdrawals.ofA, withdrawals.ofB],
    },
    ownedBy: {
      anonymous: { campaign: [campaignA], clip: [], withdrawal: [] },
      clipper: { campaign: [campaignA], clip: [clips.pendingAonA, clips.approvedAonA], withdrawal: [withdrawals.ofA] },
      creator: { campaign: [campaignA], clip: [clips.pendingAonA], withdrawal: [] },
      admin: { campaign: [campaignA], clip: [clips.pendingAonA], withdrawal: [withdrawals.ofA] },
    },
  };
}
