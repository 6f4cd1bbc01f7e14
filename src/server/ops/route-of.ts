import { routes } from '../../../schemas/routes';
import { type RouteDef } from '../../../schemas/route-kit';

/** Where the metrics are scraped (not an /api route: Prometheus's conventional path). */
export const METRICS_PATH = '/metrics';

type Matcher = { method: string; path: string; pattern: RegExp; literal: boolean };

const matchers: Matcher[] = Object.values(routes as Record<string, RouteDef>)
  .map((route) => ({
    method: route.method,
    path: route.path,
    pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
    literal: !route.path.includes(':'),
  }))
  // /api/campaigns/joined before /api/campaigns/:id, as the router takes it.
  .sort((a, b) => Number(b.literal) - Number(a.literal));
/** The literal paths by method and path: found with one lookup (routeOf runs for every request). */
const literals = new Map(matchers.filter((m) => m.literal).map((m) => [`${m.method} ${m.path}`, m.path]));
const patterns = matchers.filter((m) => !m.literal);

/**
 * The route-table path a request is for (`/api/clips/:id/approve`, never the ids themselves), so request logs
 * and metrics are grouped per route with a bounded set of values: `(web app)` for the SPA and its assets,
 * `(no route)` for an /api call that names none.
 */
export function routeOf(method: string, url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path === METRICS_PATH) return METRICS_PATH;
  if (!path.startsWith('/api/')) return '(web app)';
  // HEAD is answered by the GET route.
  const asMethod = method === 'HEAD' ? 'GET' : method;
  return (
    literals.get(`${asMethod} ${path}`) ??
    patterns.find((m) => m.method === asMethod && m.pattern.test(path))?.path ??
    '(no route)'
  );
}
