import { createHash } from 'node:crypto';
import { routes, type RouteName } from '../../../schemas/routes';

export type CacheScope = 'public' | 'private';

/** One GET the read cache may answer: which route, the `:id` it names, and the key of its entry. */
export type CacheableRead = {
  route: RouteName;
  scope: CacheScope;
  /** The `:id` of the path, lowercased as the handlers read it. */
  id?: string;
  key: string;
};

type Matcher = { route: RouteName; scope: CacheScope; pattern: RegExp; hasId: boolean };

// Only a canonical UUID is taken from the path: anything the router would decode differently is not cached.
const ID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

/** The routes declaring `cache` in schemas/routes.ts, as path patterns; literal paths before `:id` ones. */
const matchers: Matcher[] = (Object.keys(routes) as RouteName[])
  .flatMap((route): Matcher[] => {
    const def = routes[route];
    if (!('cache' in def) || def.method !== 'GET') return [];
    const pattern = new RegExp(`^${def.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', ID)}$`);
    return [{ route, scope: def.cache, pattern, hasId: def.path.includes(':id') }];
  })
  .sort((a, b) => Number(a.hasId) - Number(b.hasId));

const BEARER = /^Bearer (.+)$/i;

/** The query string with its parameters in one order, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function canonicalQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/**
 * The cacheable read a GET asks for, or null. Both the node:http fast path and the Hono middleware key
 * entries with this one function, so they find each other's entries. Private reads are keyed on the
 * exact bearer token (hashed): an entry is only ever served to the session that read it. `overTls`
 * (arrivedOverTls) is part of the key because the answer carries HSTS only then.
 */
export function cacheableRead(
  pathAndQuery: string,
  authorization: string | undefined,
  origin: string | undefined,
  overTls = false,
): CacheableRead | null {
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  if (!path.startsWith('/api/')) return null;
  for (const matcher of matchers) {
    const match = matcher.pattern.exec(path);
    if (!match) continue;
    let caller = '';
    if (matcher.scope === 'private') {
      const token = BEARER.exec(authorization ?? '')?.[1]?.trim();
      if (!token) return null;
      caller = createHash('sha256').update(token).digest('base64url');
    }
    const query = queryStart === -1 ? '' : canonicalQuery(pathAndQuery.slice(queryStart));
    // The origin changes the CORS headers of the answer.
    const key = `${matcher.route} ${path}?${query} ${caller} ${origin ?? ''} ${overTls ? 'https' : 'http'}`;
    return { route: matcher.route, scope: matcher.scope, id: match[1]?.toLowerCase(), key };
  }
  return null;
}
