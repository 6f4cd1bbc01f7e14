import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { rootRoute } from './root';

/** A clipper's public profile (docs/product.md#track-records); an id that is not a clipper's is its not-found page. */
export const clipperProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/clipper/$id',
  // A visitor reads it too: with the dashboards' words, which are the signed-in screens'.
  ...screenRoute(() => import('./clipper-profile-screen'), undefined, 'all'),
});
