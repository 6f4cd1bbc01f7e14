import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { readClipperProfile } from './clipper-profile';

/** Clippers' public track records (docs/product.md#track-records). */
export function clipperRoutes(deps: Deps) {
  return routeTable(deps).serve(routes.clipperProfile, async (c, { params: { id } }) =>
    send(c, routes.clipperProfile, { clipper: await readClipperProfile(deps.db, id) }),
  ).app;
}
