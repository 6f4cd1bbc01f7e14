import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { routes } from '@schemas/routes';
import { App } from './app';
import type { FirstPaintCall } from './lib/drawn-page';
import type { PageData } from './lib/page-data';
import type { Locale } from '@schemas/locale';
import { loadQueryClient } from './lib/app-query-client';
import { activateLanguage, loadAppMessages } from './lib/i18n';
import { session } from './lib/session';
import { routeTree } from './router';
import { startApp } from './start-app';

/**
 * The public pages' markup, rendered by the server (src/server/render) with the same components the browser then
 * hydrates (main.tsx), so a visitor sees the page before any script runs. Signed out: a session lives in the
 * browser's storage only, and a signed-in visitor's browser renders the page itself.
 */

/** An API read a page shows at first paint: the server answers it in-process and passes the wire JSON back. */
export type PageCall = FirstPaintCall & { path: string };

// Matches addresses to the app's routes, whose declarations say which pages the server draws (`staticData.drawn`,
// see src/web/router.tsx) and what they read. It never loads: each render has a router of its own (renderPage).
// Exactly: '/Discover' and '/discover/' are other addresses, which get the plain index.html.
const matcher = createRouter({
  routeTree,
  caseSensitive: true,
  history: createMemoryHistory(),
  context: { loadQueryClient, session },
});

/** The deepest route `pathname` matches, its params and checked search, when the server draws its page. */
function drawnMatch(pathname: string, search = '') {
  const matches = matcher.matchRoutes(pathname, Object.fromEntries(new URLSearchParams(search)));
  const leaf = matches.at(-1);
  const drawn = leaf?.staticData.drawn;
  // The whole address: not a route that matches its start ('/campaign/x/y'), nor one with a slash added.
  const segments = (path: string) => path.split('/').length;
  const exact = leaf !== undefined && segments(leaf.pathname) === segments(pathname) && !/.\/$/.test(pathname);
  if (!leaf || !drawn || !exact) return null;
  return { drawn, params: leaf.params, search: leaf.search };
}

export function isRenderedPath(pathname: string): boolean {
  return drawnMatch(pathname) !== null;
}

/**
 * The build's chunks `pathname`'s screen loads (manifest keys or chunk group names, see vite.config.ts): the
 * server links their stylesheets, so the markup paints styled.
 */
export function pageChunks(pathname: string): readonly string[] {
  return drawnMatch(pathname)?.drawn.chunks ?? [];
}

/** What `pathname` reads at first paint, for its search and sort (`search`, the query string) where it has them. */
export async function pageCalls(pathname: string, search = ''): Promise<PageCall[]> {
  const match = drawnMatch(pathname, search);
  if (!match?.drawn.firstPaint) return [];
  const calls = await match.drawn.firstPaint({ params: match.params, search: match.search });
  return calls.map((call) => {
    let path: string = routes[call.name].path;
    for (const [name, value] of Object.entries(call.params ?? {}))
      path = path.replace(`:${name}`, encodeURIComponent(value));
    const query = new URLSearchParams(call.query).toString();
    return { ...call, path: query ? `${path}?${query}` : path };
  });
}

/** The page's answers decoded with their response schemas, in the shapes the screens' queries hold. */
function pageDataOf(answers: { call: PageCall; body: unknown }[]): PageData {
  return answers.flatMap(({ call, body }) => {
    const parsed = routes[call.name].response.safeParse(body);
    if (!parsed.success) return [];
    const data = selectAnswer(call, parsed.data);
    return [{ queryKey: call.queryKey, data: call.infinite ? { pages: [data], pageParams: [null] } : data }];
  });
}

/** The part of a call's decoded answer its query holds. */
function selectAnswer(call: FirstPaintCall, answer: unknown): unknown {
  // The answer was decoded with the schema of the call's name, so it is that call's response.
  const select = call.select as ((answer: unknown) => unknown) | undefined;
  return select ? select(answer) : answer;
}

export type RenderedPage = { html: string; pageData: PageData };

// One render at a time: the app keeps its QueryClient and session in module state (as in the browser, where there is
// one app), so a render must not interleave with another.
let queue: Promise<unknown> = Promise.resolve();

/** `url`'s markup in `locale` (the inside of #root) and the query state the browser's React Query starts from. */
export function renderPage(
  url: string,
  answers: { call: PageCall; body: unknown }[],
  locale: Locale = 'en',
): Promise<RenderedPage> {
  const run = queue.then(async () => {
    // In the page's language: the app's one i18n, as in a browser, set for this render (renders never interleave).
    await activateLanguage(locale);
    await loadAppMessages();
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
