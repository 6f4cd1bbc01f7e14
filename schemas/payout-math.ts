/**
 * The payout arithmetic of docs/product.md#money-and-payouts, in integer paise. Approvals, pending estimates and
 * wallet figures all use these functions so the numbers can never disagree.
 */

/** The platform's admin fee, as a percentage of each payout. */
export const ADMIN_FEE_PERCENT = 12;

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
