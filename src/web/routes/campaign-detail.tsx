import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { rootRoute } from './root';

// A campaign the API does not know is the screen's not-found page (its `ensure` tells a 404 apart by status).
export const campaignDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/campaign/$id',
  // Drawn by the server; its code is in the public campaign screens' chunk (vite.config.ts).
  ...screenRoute(() => import('./campaign-detail-screen'), 'campaigns'),
});
