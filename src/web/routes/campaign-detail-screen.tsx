import type { QueryClient } from '@tanstack/react-query';
import { notFound, getRouteApi } from '@tanstack/react-router';
import { campaignDetailScreenQuery, CampaignDetailPage } from '../features/campaigns/components/campaign-detail-page';
import { isApiError } from '../lib/api-error';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const campaignDetailRoute = getRouteApi('/campaign/$id');

export { CampaignDetailPending as Pending } from '../features/campaigns/components/campaign-detail-skeleton';
export { DETAIL_FAILED as loadFailed, CampaignNotFound } from '../features/campaigns/components/campaign-detail-page';

export function CampaignDetailScreen() {
  const { id } = campaignDetailRoute.useParams();
  return <CampaignDetailPage id={id} />;
}

/** The campaign with its first participants; a 404 (by status) is the route's not-found page, not a failure. */
export async function ensure(client: QueryClient, { id }: { id: string }) {
  try {
    await client.ensureQueryData(campaignDetailScreenQuery(id));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    throw error;
  }
}

/**
 * On the server, which calls no API from the page: the campaign is in the cache when the API found it; without it
 * the page is the not-found one, as the browser's own load will find (so its first render matches the markup).
 */
export function ensureRendered(client: QueryClient, { id }: { id: string }) {
  if (client.getQueryData(campaignDetailScreenQuery(id).queryKey) === undefined) throw notFound();
}
