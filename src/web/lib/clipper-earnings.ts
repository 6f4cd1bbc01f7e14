import { netFor } from '@schemas/payout-math';

/**
 * What the clipper receives per 1000 views after the 12% platform fee, in paise. The same arithmetic
 * the server pays with (a pure module), so the figure shown is the figure paid.
 */
export function clipperEarnsPer1000(payoutPer1000Views: number): number {
  return netFor(payoutPer1000Views);
}
