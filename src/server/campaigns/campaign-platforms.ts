import { rateWithoutPlatform, type PlatformRates } from '../../../schemas/campaign';
import { platformLabels, platforms as allPlatforms, type Platform } from '../../../schemas/platform';
import { said, unprocessable } from '../refusals';
import { listIn } from '../i18n/catalogue';
import { RefusalInLanguage } from '../refusal-in-language';

/**
 * The platforms a campaign can pay for on this server (docs/trust.md#platforms): those whose videos the product can
 * prove are the clipper's and can measure. Instagram Reels need Instagram (INSTAGRAM_MODE api or sandbox).
 */
export const payablePlatforms = (instagram: object | null): readonly Platform[] =>
  instagram ? ['youtube_shorts', 'instagram_reels'] : ['youtube_shorts'];

/** The 422 for a platform this server cannot pay for. */
export const notPayable = (p: Platform) => unprocessable(said('platformNotPayable', { platform: platformLabels[p] }));

/** The 422 for a clip on a platform its campaign does not pay for (the platforms it pays for joined by "and"). */
export const platformNotPaid = (p: Platform, paid: readonly Platform[]) =>
  new RefusalInLanguage(422, 'platformNotPaid', (locale) => ({
    paid: listIn(
      locale,
      paid.map((each) => platformLabels[each]),
    ),
    platform: platformLabels[p],
  }));

/**
 * The platforms and own rates a create or an edit leaves the campaign with: what it names, else what it had. Rates of
 * platforms an edit drops go with them; a rate for a platform it does not pay for, or a platform this server cannot
 * pay for, is a 422.
 */
export function platformsAfter(
  input: { platforms?: Platform[]; platformRates?: PlatformRates },
  current: { platforms: Platform[]; platformRates: PlatformRates },
  payable: readonly Platform[],
): { platforms: Platform[]; platformRates: PlatformRates } {
  // Stored in the order of `platforms`, whatever order the request named them in.
  const chosen = allPlatforms.filter((p) => (input.platforms ?? current.platforms).includes(p));
  const unpayable = chosen.find((p) => !payable.includes(p) && !current.platforms.includes(p));
  if (unpayable) throw notPayable(unpayable);
  const rates = input.platformRates ?? current.platformRates;
  if (input.platformRates) {
    const stray = allPlatforms.find((p) => rates[p] !== undefined && !chosen.includes(p));
    if (stray) throw unprocessable(rateWithoutPlatform(stray));
  }
  const kept: PlatformRates = {};
  for (const p of chosen) if (rates[p] !== undefined) kept[p] = rates[p];
  return { platforms: chosen, platformRates: kept };
}

/** What a clip on `platform` is paid per 1000 views: the platform's own rate, else the campaign's. */
export const rateFor = (campaign: { payoutRate: number; platformRates: PlatformRates }, p: Platform) =>
  campaign.platformRates[p] ?? campaign.payoutRate;
