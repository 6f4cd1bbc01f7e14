import type { QueryClient } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { toastList } from '../components/toast-host';
import { loadQueryClient } from './app-query-client';
import type { DrawnPage, FirstPaintCall } from './drawn-page';
import { routeChunk } from './route-chunk';
import type { WordsFor } from './i18n';
import type { RouterContext } from './router-context';

/**
 * A route's screen that reads or writes through React Query: its chunk, the app's QueryClient and the toast
 * container (data screens report failures in toasts) load together, so it renders with the client in the root's
 * provider (components/app-query-provider.tsx). Pages without data never download React Query. Every data screen
 * shares the one client, so the cache outlives a screen.
 */
/** The build's chunks every data screen loads with its own (see `dataScreen`): a drawn page links their stylesheets. */
const DATA_SCREEN_CHUNKS = ['query', 'src/web/components/toast-list.tsx'];

/** A data screen the server draws (`staticData.drawn`): its chunk's stylesheets and those every data screen loads. */
export const drawnDataPage = (...chunks: string[]): DrawnPage => ({ chunks: [...chunks, ...DATA_SCREEN_CHUNKS] });

export function dataScreen<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  words?: WordsFor,
) {
  return routeChunk(async () => {
    const [module] = await Promise.all([load(), loadQueryClient(), toastList.load()]);
    const Screen: ComponentType = module[name];
    return Screen;
  }, words);
}

/** What a screen's loader hands its `ensure`: the address's params and its checked search. */
export type ScreenInput<Params extends object, Search extends object> = { params: Params; search: Search };

/**
 * A screen with data, declared once in its module (routes/<name>-screen.tsx, `export const screen =
 * defineScreen({...})`): everything about it but its address, which its route gives (routes/<name>.tsx:
 * path, parent, search check, then `...screenRoute(() => import('./<name>-screen'))`). The router's loader, the
 * placeholder, the failure and the not-found page all come from here.
 */
export type Screen<Params extends object, Search extends object> = {
  component: ComponentType;
  /** A placeholder of the screen's own layout (same sizes, so nothing moves when the data arrives). */
  Pending: ComponentType;
  /** Loads what the screen shows first, or finds it in the cache: the route waits for it. */
  ensure: (client: QueryClient, input: ScreenInput<Params, Search>) => Promise<unknown>;
  /**
   * The screen's message when its data cannot be loaded and the server gave none (docs/product.md#messages-and-constants),
   * shown with Try Again.
   */
  loadFailed: string;
  /** The screen's heading, kept above the failure so the reader still sees where they are. */
  title?: string;
  /**
   * A server-drawn screen's check of the data the server put in the cache (it calls no API from the page), for
   * a screen whose `ensure` can end in `notFound()`: it must end the same way, so the markup matches the browser's.
   */
  ensureRendered?: (client: QueryClient, input: ScreenInput<Params, Search>) => void;
  /** The page for `notFound()` from `ensure` (a campaign the API does not know). */
  NotFound?: ComponentType;
  /** What a server-drawn screen reads at first paint: what its `ensure` loads, asked of the server in-process. */
  firstPaint?: (input: ScreenInput<Params, Search>) => FirstPaintCall[];
};

/** Declares a screen (the type check, and the params and search its `ensure` takes, inferred from it). */
export function defineScreen<Params extends object = object, Search extends object = object>(
  screen: Screen<Params, Search>,
): Screen<Params, Search> {
  return screen;
}

type ScreenLoad<Params extends object, Search extends object> = () => Promise<{ screen: Screen<Params, Search> }>;

/**
 * One way to load a screen: the route's loader waits for the screen's data (`ensure`, with the params and the
 * search, so another search is another first page), meanwhile the route shows the screen's `Pending` layout, and a
 * failure shows `loadFailed` with Try Again, which runs the loader again. All of them come from the screen's own
 * chunk, so none weighs on the shell every page loads. A screen visited before renders from the cache at once (its
 * stale data refreshes in the background).
 */
export function screenRoute<Params extends object, Search extends object>(
  load: ScreenLoad<Params, Search>,
  /** For a screen the server draws (src/web/entry-server.tsx): the build chunk that holds it. */
  drawnChunk?: string,
  /** The words it needs, when a visitor's screen reads the signed-in screens' (route-chunk.tsx). */
  words?: WordsFor,
) {
  // Not a lazy component: a placeholder that suspended would leave the page blank. It is the screen module's, which
  // the loader is fetching already; until that arrives (rarely longer than the route's pendingMs) it shows nothing.
  let loaded: ComponentType | null = null;
  function ScreenPending() {
    const [Pending, setPending] = useState(() => loaded);
    useEffect(() => {
      if (!Pending) void load().then(({ screen }) => setPending(() => (loaded = screen.Pending)));
    }, [Pending]);
    return Pending ? <Pending /> : null;
  }
  return {
    loaderDeps: ({ search }: { search: Search }) => search,
    loader: (match: { context: RouterContext; params: Params; deps: Search }) => loadScreenData(match, load),
    component: routeChunk(async () => {
      const [{ screen }] = await Promise.all([load(), loadQueryClient(), toastList.load()]);
      return screen.component;
    }, words),
    pendingComponent: ScreenPending,
    errorComponent: routeChunk(async () => {
      const [{ screen }, { RouteError }] = await Promise.all([load(), import('../components/route-error')]);
      // Read when the failure renders, not here: a screen's words may be getters of the app's catalogue, which may
      // not have loaded yet when this chunk does.
      return (props: ErrorComponentProps) => (
        <RouteError {...props} fallback={screen.loadFailed} title={screen.title} />
      );
    }, words),
    notFoundComponent: routeChunk(async () => {
      const [{ screen }, { NotFoundPage }] = await Promise.all([load(), import('../components/not-found-page')]);
      return screen.NotFound ?? NotFoundPage;
    }, words),
    ...(drawnChunk === undefined ? {} : { staticData: { drawn: drawnScreen(load, drawnChunk) } }),
  };
}

function drawnScreen<Params extends object, Search extends object>(
  load: ScreenLoad<Params, Search>,
  chunk: string,
): DrawnPage {
  return {
    ...drawnDataPage(chunk),
    firstPaint: async (input) => {
      const { screen } = await load();
      // The server matched this route's address, so these are its params and its checked search.
      return screen.firstPaint?.(input as ScreenInput<Params, Search>) ?? [];
    },
  };
}

/**
 * The loader: waits until the screen's first data is in the cache (`ensure`, from the screen's own module, so the
 * API client and the schemas stay out of the shell's chunk). The server's renderer (entry-server.tsx) has the page's
 * data in its cache already and calls no API: there only `ensureRendered` runs.
 */
async function loadScreenData<Params extends object, Search extends object>(
  { context, params, deps }: { context: RouterContext; params: Params; deps: Search },
  load: ScreenLoad<Params, Search>,
): Promise<void> {
  const browser = typeof document !== 'undefined';
  const [client, { screen }] = await Promise.all([context.loadQueryClient(), load()]);
  const input = { params, search: deps };
  if (browser) await screen.ensure(client, input);
  else screen.ensureRendered?.(client, input);
}
