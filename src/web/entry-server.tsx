import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { routes, type RouteName } from '@schemas/routes';
import { App } from './app';
import { discoverFiltersOf } from './features/campaigns/discover-search';
import type { PageData } from './lib/page-data';
import { queryKeys } from './lib/query-keys';
import { startApp } from './start-app';

/**
 * The public pages' markup, rendered by the server (src/server/render) with the same components the browser then
 * hydrates (main.tsx), so a visitor sees the page before any script runs. Signed out: a session lives in the
 * browser's storage only, and a signed-in visitor's browser renders the page itself.
 */

/** An API read a page shows at first paint: the server answers it in-process and passes the wire JSON back. */
export type PageCall = { name: RouteName; path: string; queryKey: readonly unknown[]; infinite: boolean };

/** The public paths rendered on the server; any other path gets the empty index.html. */
const PUBLIC_PATHS = /^\/(discover|login|signup|campaign\/[^/]+)?$/;

export function isRenderedPath(pathname: string): boolean {
  return PUBLIC_PATHS.test(pathname);
}

/** Data screens load React Query's client and the toast container with their own chunk (lib/data-screen.tsx). */
const DATA_SCREEN = ['query', 'src/web/components/toast-list.tsx'];

/**
 * The build's chunks `pathname`'s screen loads (manifest keys or chunk group names, see vite.config.ts): the
 * server links their stylesheets, so the markup paints styled.
 */
export function pageChunks(pathname: string): string[] {
  if (pathname === '/login') return ['src/web/features/auth/components/login-page.tsx', ...DATA_SCREEN];
  if (pathname === '/signup') return ['src/web/features/auth/components/signup-page.tsx', ...DATA_SCREEN];
  if (pathname === '/discover' || pathname.startsWith('/campaign/')) return ['campaigns', ...DATA_SCREEN];
  return [];
}

/**
 * What `pathname` reads at first paint: one campaign's detail, or Discover's first page for the address's search and
 * sort (`search`, the query string), checked as the screen checks them.
 */
export function pageCalls(pathname: string, search = ''): PageCall[] {
  if (pathname === '/discover') {
    const filters = discoverFiltersOf(Object.fromEntries(new URLSearchParams(search)));
    const query = new URLSearchParams(filters).toString();
    const path = query ? `${routes.listCampaigns.path}?${query}` : routes.listCampaigns.path;
    return [{ name: 'listCampaigns', path, queryKey: queryKeys.campaigns.list(filters), infinite: true }];
  }
  const id = /^\/campaign\/([^/]+)$/.exec(pathname)?.[1];
  if (!id) return [];
  const campaignId = decodeURIComponent(id);
  return [
    {
      name: 'getCampaign',
      path: routes.getCampaign.path.replace(':id', encodeURIComponent(campaignId)),
      queryKey: queryKeys.campaigns.detail(campaignId),
      infinite: false,
    },
  ];
}

/** The page's answers decoded with their response schemas, in the shapes the screens' queries hold. */
function pageDataOf(answers: { call: PageCall; body: unknown }[]): PageData {
  return answers.flatMap(({ call, body }) => {
    const parsed = routes[call.name].response.safeParse(body);
    if (!parsed.success) return [];
    const data: unknown = call.name === 'getCampaign' ? (parsed.data as { campaign: unknown }).campaign : parsed.data;
    return [{ queryKey: call.queryKey, data: call.infinite ? { pages: [data], pageParams: [null] } : data }];
  });
}

export type RenderedPage = { html: string; pageData: PageData };

// One render at a time: the app keeps its QueryClient and session in module state (as in the browser, where there is
// one app), so a render must not interleave with another.
let queue: Promise<unknown> = Promise.resolve();

/** `url`'s markup (the inside of #root) and the query state the browser's React Query starts from. */
export function renderPage(url: string, answers: { call: PageCall; body: unknown }[]): Promise<RenderedPage> {
  const run = queue.then(async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const pageData = pageDataOf(answers);
    for (const { queryKey, data } of pageData) client.setQueryData(queryKey, data);
    const { router } = startApp({
      history: createMemoryHistory({ initialEntries: [url] }),
      queryClient: client,
      storedSession: null,
    });
    await router.load();
    const html = renderToString(<App router={router} />);
    return { html, pageData };
  });
  queue = run.catch(() => undefined);
  return run;
}
