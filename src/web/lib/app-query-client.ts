import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | null = null;
let creating: Promise<QueryClient> | null = null;

/**
 * The app's one QueryClient, created on first use: React Query's code then loads with the first screen or loader
 * that reads data, not with the shell every page starts from (the landing page reads none).
 */
export function loadQueryClient(): Promise<QueryClient> {
  if (current) return Promise.resolve(current);
  creating ??= import('./query-client').then(({ createQueryClient }) => (current ??= createQueryClient()));
  return creating;
}

/** The client, for a screen whose chunk loaded it (see data-screen.tsx). */
export function currentQueryClient(): QueryClient {
  if (!current) throw new Error('No QueryClient yet: a data screen loads it with its chunk');
  return current;
}

/** The client if one exists: logout and a refused session clear its cache, and without one there is none. */
export function existingQueryClient(): QueryClient | null {
  return current;
}

/** Uses a given client (tests give each render a fresh one). */
export function setQueryClient(client: QueryClient) {
  current = client;
  creating = null;
}
