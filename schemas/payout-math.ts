/**
 * The payout arithmetic of docs/product.md#money-and-payouts, in integer paise. Approvals, pending estimates and
 * wallet figures all use these functions so the numbers can never disagree.
 */

/** The platform's admin fee, as a percentage of each payout. */
export const ADMIN_FEE_PERCENT = 12;
/** The fee and the clipper's share as the interface and emails write them ("12%", "88%"). */
export const FEE_SHARE = `${ADMIN_FEE_PERCENT}%`;
export const CLIPPER_SHARE = `${100 - ADMIN_FEE_PERCENT}%`;

function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got ${value}`);
}

/**
 * What a clip with `views` confirmed views costs its campaign: floor(views * ratePaise / 1000), capped at
 * the campaign's remaining escrow. BigInt, because views * rate can pass 2^53 for large inputs.
 */
export function grossFor(views: number, ratePaise: number, remaining: number): number {
  assertWhole('views', views);
  assertWhole('ratePaise', ratePaise);
  assertWhole('remaining', remaining);
  const uncapped = (BigInt(views) * BigInt(ratePaise)) / 1000n;
  return uncapped < BigInt(remaining) ? Number(uncapped) : remaining;
}

/** The 12% admin fee on a gross payout, rounded half up to the paisa. */
export function feeFor(gross: number): number {
  assertWhole('gross', gross);
  return Number((BigInt(gross) * BigInt(ADMIN_FEE_PERCENT) + 50n) / 100n);
}

/** What the clipper receives from a gross payout (gross minus the fee). */
export function netFor(gross: number): number {
  return gross - feeFor(gross);
}

export type Payout = { gross: number; fee: number; net: number };

/** Gross, fee and net together for one clip. */
export function payoutFor(views: number, ratePaise: number, remaining: number): Payout {
  const gross = grossFor(views, ratePaise, remaining);
  const fee = feeFor(gross);
  return { gross, fee, net: gross - fee };
}

/** What an approval needs to know of a clip (docs/product.md#money-and-payouts). */
export type ClipTerms = {
  /** The rate fixed on the clip when it was submitted, in paise per 1000 views. */
  payoutRate: number;
  measuredViews: number | null;
  /** False once YouTube no longer shows the video; null before any measurement. */
  videoAvailable: boolean | null;
};

/** What an approval needs to know of the clip's campaign. */
export type CampaignTerms = { remaining: number; maxPayoutPerClip: number | null; minPaidViews: number };

/** The views an approval pays for: at most what YouTube measured last, when it measured. */
export function viewsPaidFor(confirmedViews: number, measuredViews: number | null): number {
  return measuredViews === null ? confirmedViews : Math.min(confirmedViews, measuredViews);
}

/** The most one clip may cost its campaign now: its remaining escrow, and the campaign's maximum per clip. */
export function payoutCap(campaign: CampaignTerms): number {
  const remaining = Math.max(campaign.remaining, 0);
  return campaign.maxPayoutPerClip === null ? remaining : Math.min(remaining, campaign.maxPayoutPerClip);
}

const NOTHING: Payout = { gross: 0, fee: 0, net: 0 };

/**
 * What approving the clip now at `views` would pay, by every rule an approval applies: nothing where the
 * approval would be refused (the video is gone, the views are below the campaign's minimum, the escrow is
 * empty), else the payout at the clip's rate capped by payoutCap. A pending clip's estimate is this at its
 * claimed views.
 */
export function approvalPayout(views: number, clip: ClipTerms, campaign: CampaignTerms): Payout {
  if (clip.videoAvailable === false) return NOTHING;
  const paid = viewsPaidFor(views, clip.measuredViews);
  if (paid < campaign.minPaidViews) return NOTHING;
  return payoutFor(paid, clip.payoutRate, payoutCap(campaign));
}

/**
 * A clipper's pending earnings on one campaign: their pending clips, oldest first, each estimated as
 * approvalPayout at its claimed views within what their older clips leave of the remaining escrow; the sum
 * of the nets. Other clippers' clips are not counted against it: it is what the clipper would get if the
 * creator approved their clips now (docs/product.md#money-and-payouts).
 */
export function pendingNetOn(clips: (ClipTerms & { claimedViews: number })[], campaign: CampaignTerms): number {
  let left = Math.max(campaign.remaining, 0);
  let net = 0;
  for (const clip of clips) {
    const payout = approvalPayout(clip.claimedViews, clip, { ...campaign, remaining: left });
    left -= payout.gross;
    net += payout.net;
  }
  return net;
}
