import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { send } from '../http/contract';
import { routeTable } from '../http/route-access';

/** The contact page's details as configured: an unset one is null, so the page leaves it out. */
export function siteRoutes(deps: Deps) {
  const { email, phone, address } = deps.config.contact;
  const contact = { email: email ?? null, phone: phone ?? null, address: address ?? null };
  return routeTable(deps).serve(routes.siteContact, (c) => send(c, routes.siteContact, { contact })).app;
}
