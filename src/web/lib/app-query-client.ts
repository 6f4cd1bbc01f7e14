import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | null = null;
let creating: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

function becomeCurrent(client: QueryClient): QueryClient {
  current = client;
  for (const listener of listeners) listener();
  return client;
}

/**
 * The app's one QueryClient, created on first use: React Query's code then loads with the first screen or loader
 * that reads data, not with the shell every page starts from (the landing page reads none). The root's provider
 * (components/app-query-provider.tsx) hands it to every screen from then on.
 */
export function loadQueryClient(): Promise<QueryClient> {
  if (current) return Promise.resolve(current);
  creating ??= import('./query-client').then(({ createQueryClient }) => current ?? becomeCurrent(createQueryClient()));
  return creating;
}

/** The client if one exists: logout and a refused session clear its cache, and without one there is none. */
export function existingQueryClient(): QueryClient | null {
  return current;
}

/** Calls `listener` when the app gets its client (the root's provider re-renders with it). */
export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Uses a given client (tests give each render a fresh one; the server's renderer one per page). */
export function setQueryClient(client: QueryClient) {
  creating = null;
  becomeCurrent(client);
}
