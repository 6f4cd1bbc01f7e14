import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout, AppLayoutPending } from '../components/app-layout';
import { signedInMenu } from '../components/nav-bar';
import { RouteProgress } from '../components/route-progress';
import { routeChunk } from '../lib/route-chunk';
import type { RouterContext } from '../lib/router-context';

// Rarely shown, so not in the first page's chunk.
const NotFoundPage = routeChunk(() => import('../components/not-found-page').then((module) => module.NotFoundPage));
const RouteError = routeChunk(() => import('../components/route-error').then((module) => module.RouteError));

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Someone signed in sees the nav bar's menu from the first paint (a restored session, or right after signing in).
  beforeLoad: ({ context }) =>
    context.session.get().user && !signedInMenu.isLoaded() ? signedInMenu.load() : undefined,
  component: Root,
  pendingComponent: AppLayoutPending,
  // While the first screen's chunk loads, the nav bar and footer are already on screen; the router would otherwise
  // paint nothing until then.
  pendingMs: 0,
  pendingMinMs: 0,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function Root() {
  return (
    <>
      <RouteProgress />
      <AppLayout />
    </>
  );
}
