import type { QueryClient } from '@tanstack/react-query';
import { campaignDetailQuery } from '../lib/campaign-detail-query';
import { CampaignDetailPage } from '../features/campaigns/components/campaign-detail-page';
import { campaignDetailRoute } from './campaign-detail';

export function CampaignDetailScreen() {
  const { id } = campaignDetailRoute.useParams();
  return <CampaignDetailPage id={id} />;
}

export const prefetch = (client: QueryClient, { id }: { id: string }) => client.prefetchQuery(campaignDetailQuery(id));
