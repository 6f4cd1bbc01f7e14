import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { toastList } from '../components/toast-host';
import { currentQueryClient, loadQueryClient } from './app-query-client';
import type { RouterContext } from './router-context';

/**
 * A route's screen that reads or writes through React Query: its chunk, the app's QueryClient and the toast
 * container (data screens report failures in toasts) load together, and it renders inside the client's provider. (The shell has no provider of its own, so pages without data never
 * download React Query.) Every data screen shares the one client, so the cache outlives a screen.
 */
export function dataScreen<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazyRouteComponent(async () => {
    const [module] = await Promise.all([load(), loadQueryClient(), toastList.load()]);
    const Screen: ComponentType = module[name];
    function WithQueryClient() {
      return (
        <QueryClientProvider client={currentQueryClient()}>
          <Screen />
        </QueryClientProvider>
      );
    }
    return { default: WithQueryClient };
  });
}

/** What a data screen's module (routes/<name>-screen.tsx) exports besides its component. */
export type ScreenModule<Params> = {
  /** Loads what the screen shows first, or finds it in the cache: the route waits for it. */
  ensure: (client: QueryClient, params: Params) => Promise<unknown>;
  /** A placeholder of the screen's own layout (same sizes, so nothing moves when the data arrives). */
  Pending: ComponentType;
  /**
   * The screen's message when its data cannot be loaded and the server gave none (docs/product.md#messages-and-constants),
   * shown with Try Again.
   */
  loadFailed: string;
  /** The screen's heading, kept above the failure so the reader still sees where they are. */
  title?: string;
};

/**
 * One way to load a screen: the route's loader waits for the screen's data (`loadScreenData`), meanwhile the
 * route shows the screen's `Pending` layout, and a failure shows `loadFailed` with Try Again, which runs the loader
 * again. The three come from the screen's own chunk, so none of them weighs on the shell every page loads.
 */
export function screenRoute<
  Module extends ScreenModule<never> & Record<Name, ComponentType>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name) {
  // Not a lazy component: a placeholder that suspended would leave the page blank. It is the screen module's, which
  // the loader is fetching already; until that arrives (rarely longer than the route's pendingMs) it shows nothing.
  let loaded: ComponentType | null = null;
  function ScreenPending() {
    const [Pending, setPending] = useState(() => loaded);
    useEffect(() => {
      if (!Pending) void load().then((module) => setPending(() => (loaded = module.Pending)));
    }, [Pending]);
    return Pending ? <Pending /> : null;
  }
  return {
    component: dataScreen(load, name),
    pendingComponent: ScreenPending,
    errorComponent: lazyRouteComponent(async () => {
      const [{ loadFailed, title }, { RouteError }] = await Promise.all([load(), import('../components/route-error')]);
      return { default: (props: ErrorComponentProps) => <RouteError {...props} fallback={loadFailed} title={title} /> };
    }),
  };
}

/**
 * A route loader: waits until the screen's first data is in the cache (`ensure`, from the screen's own module, so
 * the API client and the schemas stay out of the shell's chunk). A screen visited before renders from the cache at
 * once (its stale data refreshes in the background). The server's renderer (entry-server.tsx) has the page's data in
 * its cache already and calls no API: there the loader waits for nothing.
 */
export async function loadScreenData<Params>(
  context: RouterContext,
  load: () => Promise<ScreenModule<Params>>,
  params: Params,
): Promise<void> {
  if (typeof document === 'undefined') return;
  const [client, module] = await Promise.all([context.loadQueryClient(), load()]);
  await module.ensure(client, params);
}
