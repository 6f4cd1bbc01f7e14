import type { QueryClient } from '@tanstack/react-query';
import { notFound, getRouteApi } from '@tanstack/react-router';
import {
  campaignDetailScreenQuery,
  CampaignDetailPage,
  CampaignNotFound,
} from '../features/campaigns/components/campaign-detail-page';
import { CampaignDetailPending } from '../features/campaigns/components/campaign-detail-skeleton';
import { isApiError } from '../lib/api-error';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const campaignDetailRoute = getRouteApi('/campaign/$id');

function CampaignDetailScreen() {
  const { id } = campaignDetailRoute.useParams();
  return <CampaignDetailPage id={id} />;
}

type Input = { params: { id: string } };

/** The campaign with its first participants; a 404 (by status) is the not-found page, not a failure. */
async function ensure(client: QueryClient, { params }: Input) {
  try {
    await client.ensureQueryData(campaignDetailScreenQuery(params.id));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    throw error;
  }
}

export const screen = defineScreen({
  component: CampaignDetailScreen,
  Pending: CampaignDetailPending,
  ensure,
  // The server put the campaign in the cache when the API found it; without it the page is the not-found one, as
  // the browser's own load will find (so its first render matches the markup).
  ensureRendered: (client, { params }: Input) => {
    if (client.getQueryData(campaignDetailScreenQuery(params.id).queryKey) === undefined) throw notFound();
  },
  firstPaint: ({ params }) => [
    {
      name: 'getCampaign',
      params: { id: params.id },
      queryKey: queryKeys.campaigns.detail(params.id),
      select: (answer) => answer.campaign,
    },
  ],
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('campaigns.detailFailed');
  },
  NotFound: CampaignNotFound,
});
