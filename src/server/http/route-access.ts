import { Hono, type Context } from 'hono';
import type { Access, RouteDef } from '../../../schemas/route-kit';
import { readSession } from '../auth/session';
import type { AppEnv, Deps, SessionUser } from '../deps';
import { forbidden, notFound, unauthorized } from '../refusals';
import { collectingChanges } from '../feed/commit-change';
import { withChangeTags } from './change-tags-header';

/** Who is calling: the session's user on a route that needs one; null on a route anyone may call (no session is read). */
type CallerOf<R extends RouteDef> = R['access'] extends 'anyone' ? null : SessionUser;

/** The route's declared path parameters, each a lowercased UUID. */
type ParamsOf<R extends RouteDef> = R extends { params: infer P }
  ? { readonly [K in keyof P]: string }
  : Record<never, string>;

export type RouteCall<R extends RouteDef> = { user: CallerOf<R>; params: ParamsOf<R> };
export type RouteHandler<R extends RouteDef> = (c: Context<AppEnv>, call: RouteCall<R>) => Response | Promise<Response>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The route's `access` against the request's session: null when anyone may call (the session is not even
 * read, so public calls cost no database round trip); 401 without a valid session; 403 with the route's
 * refusal for a role it does not list.
 */
export async function checkAccess(
  deps: Deps,
  access: Access,
  authorization: string | undefined,
): Promise<SessionUser | null> {
  if (access === 'anyone') return null;
  const user = await readSession(deps, authorization);
  if (!user) throw unauthorized();
  if (access === 'signed-in') return user;
  if (!access.roles.includes(user.role)) throw forbidden(access.refusal);
  if (access.adminRoles && (user.adminRole === null || !access.adminRoles.includes(user.adminRole)))
    throw forbidden(access.adminRefusal);
  return user;
}

/** The declared path parameters; an id that cannot exist is simply not found (never a database error). */
function readParams<R extends RouteDef>(c: Context<AppEnv>, route: R): ParamsOf<R> {
  const params: Record<string, string> = {};
  for (const [name, param] of Object.entries(route.params ?? {})) {
    const value = c.req.param(name) ?? '';
    if (!UUID.test(value)) throw notFound(param.notFound);
    params[name] = value.toLowerCase();
  }
  return params as ParamsOf<R>;
}

/**
 * The one way a route of schemas/routes.ts is served: its method and path come from the table, its access is
 * checked (before its parameters and body are read, so a caller without access learns nothing about them),
 * then the handler runs with the caller and the parameters. Whose object it is stays with the domain
 * functions (a creator's own campaign, a clip to their own campaign, a clipper's own order).
 */
export function routeTable(deps: Deps) {
  const app = new Hono<AppEnv>();
  const table = {
    app,
    serve<R extends RouteDef>(route: R, handler: RouteHandler<R>) {
      app.on(route.method, route.path, async (c) => {
        const user = await checkAccess(deps, route.access, c.req.header('Authorization'));
        // The read cache tags a private answer with its reader's data (read-cache.ts).
        if (user) c.set('user', user);
        const call = { user, params: readParams(c, route) } as RouteCall<R>;
        if (route.method === 'GET') return handler(c, call);
        // A write's answer names what it changed that the caller's screens show (change-tags-header.ts).
        const { result, tags } = await collectingChanges(async () => handler(c, call));
        return withChangeTags(result, tags, user);
      });
      return table;
    },
  };
  return table;
}
