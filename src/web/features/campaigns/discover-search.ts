import * as z from 'zod';
import { campaignListQuery, campaignSort } from '@schemas/campaign';
import { platform, platformLabels, platforms } from '@schemas/platform';
import { t } from '@web/lib/i18n';
import type { DiscoverFilters } from '@web/lib/query-keys';

/** The sorts Discover offers besides its default (newest first, which the address leaves out), in the reader's language. */
export const discoverSorts = () => [
  { value: '', label: t('campaigns.sortNewest') },
  { value: 'payout', label: t('campaigns.sortHighestPayout') },
  { value: 'budget', label: t('campaigns.sortMostBudgetLeft') },
];

/** Discover's platform filter: every platform (the address leaves it out), or one. */
export const discoverPlatforms = () => [
  { value: '', label: t('campaigns.allPlatforms') },
  ...platforms.map((value) => ({ value, label: platformLabels[value] })),
];

/** The address's `?q=&sort=&platform=` as the list's filters: a value the server would refuse is dropped, not sent. */
const discoverSearch = z.object({
  q: campaignListQuery.shape.q.catch(undefined),
  sort: campaignSort.exclude(['newest']).optional().catch(undefined),
  platform: platform.optional().catch(undefined),
});

export function discoverFiltersOf(search: Record<string, unknown>): DiscoverFilters {
  const { q, sort, platform: only } = discoverSearch.parse(search);
  return { ...(q ? { q } : {}), ...(sort ? { sort } : {}), ...(only ? { platform: only } : {}) };
}
