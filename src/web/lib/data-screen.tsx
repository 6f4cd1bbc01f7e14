import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
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

/** What a route's screen module exports to start its calls: `prefetch(client, params)`. */
type Prefetching<Params> = { prefetch: (client: QueryClient, params: Params) => Promise<unknown> };

/**
 * A route loader that starts the screen's calls while its chunk loads (not awaited: the screen shows its own
 * loading and error states). The call comes from the screen's own module, so the API client and the schemas stay
 * out of the shell's chunk, and each route has one lazy import.
 */
export function prefetchScreenData<Params>(context: RouterContext, load: () => Promise<Prefetching<Params>>, params: Params) {
  void Promise.all([context.loadQueryClient(), load()]).then(([client, module]) => module.prefetch(client, params));
}
