/**
 * An in-memory model of the product's rules (docs/product.md#money-and-payouts, #entities-states-and-badges):
 * what the API should hold after every operation, written apart from the server's code so the two can disagree.
 * Money is integer paise throughout.
 */
import {
  approvalPayout,
  feeFor,
  grossFor,
  pendingNetOn,
  type CampaignTerms,
  type ClipTerms,
} from '../../schemas/payout-math';
import type { Platform } from '../../schemas/platform';
import { InstagramModel } from './instagram';
import { flagsOf, type ClipMeasurement, type VideoOnYouTube } from './measurement';

/** The payout policy's default automatic limit, in paise (docs/payouts.md#policy). */
export const AUTO_PAYOUT_LIMIT = 1_000_000;

export type Role = 'user' | 'creator' | 'admin';

export type Person = {
  /** A stable name for messages ('clipper 2'). */
  label: string;
  id: string;
  role: Role;
  email: string;
  password: string;
  /** The token the model believes works; null after signing out everywhere, until the next login. */
  token: string | null;
  /** The last token issued, kept after it is retired, so the model can prove it no longer works. */
  lastToken: string;
  /** A clipper's verified YouTube channel; null: none linked, so their submissions are refused. */
  channelId?: string | null;
  /** An admin's role (docs/accounts.md#admin-team): a route their role does not open answers 403. */
  adminRole?: 'owner' | 'finance' | 'moderator';
  /** Suspended by an admin: no session, sign-in refused with 403 (docs/accounts.md#suspensions). */
  suspended?: boolean;
};

export type CampaignModel = {
  id: string;
  creatorId: string;
  title: string;
  rate: number;
  total: number;
  spent: number;
  pausedByAdmin: boolean;
  /** The creator's own pause (docs/product.md#campaign-pause): under the admin's, set and lifted by their edits. */
  pausedByCreator: boolean;
  deleted: boolean;
  participants: Set<string>;
  approvedViews: number;
  /** Its end date (ms; docs/product.md#campaign-dates), whether the scheduler ended it, and whether it settled. */
  endsAt: number | null;
  ended: boolean;
  settled: boolean;
  /** The creator's rules, set at creation: at most this gross per clip (null: no cap), nothing below minViews. */
  maxPerClip: number | null;
  minViews: number;
  /** The platforms it pays for (docs/trust.md#platforms), and its own rate for reels (paise; null: the campaign's). */
  platforms: Platform[];
  reelRate: number | null;
};

export type ClipModel = {
  id: string;
  campaignId: string;
  userId: string;
  /** Its platform, and its video's id there (a YouTube id, a reel's shortcode). */
  platform: Platform;
  videoId: string;
  /** The campaign's rate when submitted: its approval pays at this rate. */
  rate: number;
  claimedViews: number;
  status: 'pending' | 'approved' | 'rejected';
  net: number;
  /** Submission order (pending estimates share a campaign's budget oldest first). */
  seq: number;
  /** Its review deadline (ms), as the submission answered: past it the deadline rule decides or escalates. */
  deadline: number;
  /** Listed for the admin by the deadline rule (unmeasured, missing on YouTube, flagged, or no budget left). */
  escalated: boolean;
  /** Measured at submission, then by the scheduler's refresh. */
  measure: ClipMeasurement;
  /** The views and gross its approval paid (lowered with the payout during the holdback). */
  paidViews: number;
  gross: number;
  /** The approval's fee (platform fees of held payouts cannot be withdrawn). */
  fee: number;
  /** When its net leaves the held account (ms), as the approval answered; null when paid straight to the wallet. */
  heldUntil: number | null;
  released: boolean;
  /** Once rejected: the reason from the list, the note and who rejected it (docs/product.md#clip-review). */
  rejection: { reason: string; note: string | null; by: 'creator' | 'rule' | 'admin' } | null;
  /** The clipper's appeal of its rejection (docs/product.md#appeals), and whether the creator answered it. */
  appeal: { status: 'open' | 'upheld' | 'overturned'; answered: boolean } | null;
};

export type WithdrawalModel = {
  id: string;
  userId: string;
  amount: number;
  status: 'requested' | 'sending' | 'paid' | 'rejected' | 'returned';
  /** The payout provider's id once sent (the model plays RazorpayX's webhooks for it: plan-payouts.ts). */
  payoutId: string | null;
};

export type Payment = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type OrderModel = { id: string; userId: string; amount: number; paidWith: string | null; payments: Payment[] };

/**
 * floor(views * rate / 1000) capped at what is left, and the 12% fee rounded half up: the product's one payout
 * arithmetic (schemas/payout-math.ts), which approvals, estimates and this model share.
 */
export function grossOf(views: number, rate: number, remaining: number): number {
  return grossFor(views, rate, Math.max(0, remaining));
}

export function feeOf(gross: number): number {
  return feeFor(gross);
}

/** A campaign's rules and remaining escrow, as the payout arithmetic takes them. */
export const termsOf = (
  model: Model,
  campaign: CampaignModel,
  remaining = model.remaining(campaign),
): CampaignTerms => ({
  remaining,
  maxPayoutPerClip: campaign.maxPerClip,
  minPaidViews: campaign.minViews,
});

/** A clip as the payout arithmetic takes it. */
export const clipTermsOf = (clip: ClipModel): ClipTerms & { claimedViews: number } => ({
  payoutRate: clip.rate,
  measuredViews: clip.measure.measuredViews,
  videoAvailable: clip.measure.available,
  claimedViews: clip.claimedViews,
});

export class Model {
  people: Person[] = [];
  wallets = new Map<string, number>();
  /** Clippers' approved earnings still in their holdback (docs/trust.md#holdback). */
  held = new Map<string, number>();
  /** The scheduler's clock (ms): the latest time it ran at. */
  clock = Date.now();
  constructor(readonly holdbackDays: number) {}
  campaigns: CampaignModel[] = [];
  clips: ClipModel[] = [];
  withdrawals: WithdrawalModel[] = [];
  orders: OrderModel[] = [];
  /** Creators' blocks of clippers, as `creatorId:clipperId` (docs/product.md#blocking). */
  blocks = new Set<string>();
  platformFees = 0;
  /** What YouTube shows, by video id; `youtubeChanged` lists the ids the fake has not been told of yet. */
  youtube = new Map<string, VideoOnYouTube>();
  youtubeChanged = new Set<string>();
  /** Instagram's side: accounts, their reels, which clipper linked which (tests/model/instagram.ts). */
  instagram = new InstagramModel();
  /** How often the scheduler's trust paths ran in the model, to show a run reached them. */
  trust = {
    remeasured: 0,
    ruleApproved: 0,
    escalated: 0,
    lowered: 0,
    released: 0,
    settled: 0,
    reelRemeasured: 0,
    reelGone: 0,
    reelWaiting: 0,
    reconnect: 0,
  };
  moneyIn = 0;
  payoutsOut = 0;
  feesEarned = 0;
  feesWithdrawn = 0;
  private clipSeq = 0;

  wallet(userId: string): number {
    return this.wallets.get(userId) ?? 0;
  }

  move(userId: string, paise: number): void {
    const next = this.wallet(userId) + paise;
    if (next < 0) throw new Error(`model: wallet of ${userId} would go below zero`);
    this.wallets.set(userId, next);
  }

  heldOf(userId: string): number {
    return this.held.get(userId) ?? 0;
  }

  moveHeld(userId: string, paise: number): void {
    const next = this.heldOf(userId) + paise;
    if (next < 0) throw new Error(`model: held earnings of ${userId} would go below zero`);
    this.held.set(userId, next);
  }

  /**
   * Why a new withdrawal waits for an admin, as the payout policy says (docs/payouts.md#policy; the model's policy
   * is the default one, and every clipper withdraws to one UPI ID): above the automatic limit, no payout to it paid
   * yet, or a flagged clip still pending or held. Null: it goes out at once.
   */
  payoutHold(userId: string, amount: number): 'over_limit' | 'new_upi' | 'risk_flag' | null {
    if (amount > AUTO_PAYOUT_LIMIT) return 'over_limit';
    if (!this.withdrawals.some((w) => w.userId === userId && w.status === 'paid')) return 'new_upi';
    const flagged = this.clips.some(
      (c) =>
        c.userId === userId &&
        flagsOf(c.claimedViews, c.measure).length > 0 &&
        (c.status === 'pending' || (c.status === 'approved' && c.heldUntil !== null && !c.released)),
    );
    return flagged ? 'risk_flag' : null;
  }

  /** Fees the admin may withdraw: those of payouts still held stay, as a lowered payout takes its share back. */
  freeFees(): number {
    const held = this.clips
      .filter((c) => c.status === 'approved' && c.heldUntil !== null && !c.released)
      .reduce((sum, c) => sum + c.fee, 0);
    return this.platformFees - held;
  }

  ofRole(role: Role): Person[] {
    return this.people.filter((p) => p.role === role);
  }

  person(id: string): Person {
    const found = this.people.find((p) => p.id === id);
    if (!found) throw new Error(`model: no person ${id}`);
    return found;
  }

  remaining(campaign: CampaignModel): number {
    return campaign.total - campaign.spent;
  }

  statusOf(campaign: CampaignModel): 'active' | 'paused' | 'completed' {
    if (campaign.ended) return 'completed';
    if (campaign.pausedByAdmin || campaign.pausedByCreator) return 'paused';
    return this.remaining(campaign) <= 0 ? 'completed' : 'active';
  }

  /**
   * Every ended campaign with no pending clip left settles: its unspent escrow goes back to its creator's wallet
   * and its budget becomes what it spent (docs/product.md#campaign-dates).
   */
  settleEnded(): void {
    for (const campaign of this.live()) {
      if (!campaign.ended || campaign.settled || this.pendingOn(campaign.id).length > 0) continue;
      this.move(campaign.creatorId, this.remaining(campaign));
      campaign.total = campaign.spent;
      campaign.settled = true;
      this.trust.settled += 1;
    }
  }

  live(): CampaignModel[] {
    return this.campaigns.filter((c) => !c.deleted);
  }

  addClip(
    clip: Omit<
      ClipModel,
      | 'seq'
      | 'status'
      | 'net'
      | 'escalated'
      | 'fee'
      | 'heldUntil'
      | 'released'
      | 'paidViews'
      | 'gross'
      | 'rejection'
      | 'appeal'
    >,
  ): void {
    this.clips.push({
      ...clip,
      status: 'pending',
      net: 0,
      fee: 0,
      gross: 0,
      paidViews: 0,
      escalated: false,
      heldUntil: null,
      released: false,
      rejection: null,
      appeal: null,
      seq: ++this.clipSeq,
    });
  }

  /** YouTube's count for a video changes (null: private or deleted), for the fake to serve from the next call. */
  setVideo(video: VideoOnYouTube): void {
    this.youtube.set(video.id, { ...video });
    this.youtubeChanged.add(video.id);
  }

  /** A live clip (pending or approved) of this video anywhere blocks a new submission of it (per platform). */
  videoTaken(platform: Platform, videoId: string): boolean {
    return this.clips.some((c) => c.platform === platform && c.videoId === videoId && c.status !== 'rejected');
  }

  pendingOn(campaignId: string): ClipModel[] {
    return this.clips
      .filter((c) => c.campaignId === campaignId && c.status === 'pending')
      .sort((a, b) => a.seq - b.seq);
  }

  /**
   * Creator's pending payouts: per live campaign, min(remaining, the gross its pending clips would each be paid
   * alone at their claimed views, by every approval rule but the escrow).
   */
  pendingPayouts(creatorId: string): number {
    let total = 0;
    for (const campaign of this.live().filter((c) => c.creatorId === creatorId)) {
      const unlimited = termsOf(this, campaign, Number.MAX_SAFE_INTEGER);
      const wanted = this.pendingOn(campaign.id).reduce(
        (sum, clip) => sum + approvalPayout(clip.claimedViews, clipTermsOf(clip), unlimited).gross,
        0,
      );
      total += Math.min(Math.max(this.remaining(campaign), 0), wanted);
    }
    return total;
  }

  /** A pending clip's estimate: what approving it alone now at its claimed views would pay its clipper. */
  estimateOf(clip: ClipModel): number {
    const campaign = this.campaigns.find((c) => c.id === clip.campaignId);
    if (!campaign || clip.status !== 'pending') return 0;
    return approvalPayout(clip.claimedViews, clipTermsOf(clip), termsOf(this, campaign)).net;
  }

  /** Clipper's pending earnings: on each live campaign, their own pending clips oldest first share its remaining escrow. */
  pendingEarnings(clipperId: string): number {
    let total = 0;
    for (const campaign of this.live()) {
      const own = this.pendingOn(campaign.id).filter((clip) => clip.userId === clipperId);
      total += pendingNetOn(own.map(clipTermsOf), termsOf(this, campaign));
    }
    return total;
  }

  clipCounts(clipperId: string) {
    const own = this.clips.filter((c) => c.userId === clipperId);
    return {
      total: own.length,
      pending: own.filter((c) => c.status === 'pending').length,
      approved: own.filter((c) => c.status === 'approved').length,
      rejected: own.filter((c) => c.status === 'rejected').length,
    };
  }

  totalEarned(clipperId: string): number {
    return this.clips
      .filter((c) => c.userId === clipperId && c.status === 'approved')
      .reduce((sum, c) => sum + c.net, 0);
  }

  creatorStats(creatorId: string) {
    const own = this.campaigns.filter((c) => c.creatorId === creatorId);
    const liveOwn = own.filter((c) => !c.deleted);
    return {
      totalCampaigns: liveOwn.length,
      activeCampaigns: liveOwn.filter((c) => this.statusOf(c) === 'active').length,
      // Deleted campaigns count: that money was paid and those views were bought.
      totalSpent: own.reduce((sum, c) => sum + c.spent, 0),
      totalViews: own.reduce((sum, c) => sum + c.approvedViews, 0),
      pendingClipsCount: this.clips.filter(
        (clip) => clip.status === 'pending' && liveOwn.some((c) => c.id === clip.campaignId),
      ).length,
      availableBalance: this.wallet(creatorId),
    };
  }

  adminStats() {
    return {
      creatorsCount: this.ofRole('creator').length,
      clippersCount: this.ofRole('user').length,
      campaignsCount: this.live().length,
      totalMoneyIn: this.moneyIn,
      totalPayoutsOut: this.payoutsOut,
      adminWalletBalance: this.platformFees,
      totalFeesEarned: this.feesEarned,
      totalFeesWithdrawn: this.feesWithdrawn,
      pendingWithdrawalsCount: this.withdrawals.filter((w) => w.status === 'requested').length,
      sendingWithdrawalsCount: this.withdrawals.filter((w) => w.status === 'sending').length,
      returnedWithdrawalsCount: this.withdrawals.filter((w) => w.status === 'returned').length,
    };
  }
}
