import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { existingQueryClient, setQueryClient } from './lib/app-query-client';
import { session, type StoredSession } from './lib/session';
import { setUnauthorizedHandler } from './lib/unauthorized';
import { createAppRouter } from './router';

type StartOptions = {
  history?: RouterHistory;
  /** A client to use instead of creating one on first use (tests). */
  queryClient?: QueryClient;
  /** What a previous visit left in localStorage (read by stored-session.ts), or none. */
  storedSession?: StoredSession | null;
};

/** Builds what the app runs on: restores the session, starts its confirmation, wires 401s to the router. */
export function startApp(options: StartOptions = {}) {
  session.restore(options.storedSession ?? null);
  if (options.queryClient) setQueryClient(options.queryClient);
  const router = createAppRouter({ session, history: options.history });
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname === '/login') return;
    // Leave the screen first, so its queries do not refetch without a token.
    void router.navigate({ to: '/login' }).then(() => existingQueryClient()?.clear());
  });
  // The check calls the API, whose client carries the response schemas: loaded only when there is a session.
  if (!session.get().confirmed) void import('./lib/confirm-session').then(({ confirmSession }) => confirmSession());
  return { router };
}
