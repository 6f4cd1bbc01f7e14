import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import type { RouterContext } from '../lib/router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
