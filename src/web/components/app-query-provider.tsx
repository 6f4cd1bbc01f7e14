import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { existingQueryClient, subscribeQueryClient } from '../lib/app-query-client';

/**
 * The one React Query provider, at the root. It provides React Query's own context rather than rendering
 * `QueryClientProvider`, which needs the client up front: the client and React Query's code load with the first
 * screen that reads data (lib/app-query-client.ts), so the landing page's JavaScript carries neither, and the
 * provider starts empty and gets the client without remounting what is below it. Whatever reads data, a screen or a
 * part of the shell, loads the client with its chunk, as lib/data-screen.tsx does, and so renders inside it.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, existingQueryClient, existingQueryClient);
  // What QueryClientProvider does: refetch on focus and on reconnect while the app is mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}
