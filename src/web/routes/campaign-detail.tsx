import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { rootRoute } from './root';

const screen = () => import('./campaign-detail-screen');

export const campaignDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/campaign/$id',
  loader: async ({ context, params }) => {
    if (typeof document !== 'undefined') return loadScreenData(context, screen, params);
    // The server's renderer: the campaign or, without it, the not-found page (see the screen's ensureRendered).
    const [module, client] = await Promise.all([screen(), context.loadQueryClient()]);
    module.ensureRendered(client, params);
  },
  ...screenRoute(screen, 'CampaignDetailScreen'),
  // A campaign the API does not know (404, told apart by status in the screen's `ensure`).
  notFoundComponent: lazyRouteComponent(screen, 'CampaignNotFound'),
});
