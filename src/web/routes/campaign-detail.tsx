import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { rootRoute } from './root';

const screen = () => import('./campaign-detail-screen');

export const campaignDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/campaign/$id',
  loader: ({ context, params }) => prefetchScreenData(context, screen, params),
  component: dataScreen(screen, 'CampaignDetailScreen'),
});
