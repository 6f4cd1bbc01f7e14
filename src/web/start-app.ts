import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './lib/api-client';
import { confirmSession } from './lib/confirm-session';
import { createQueryClient } from './lib/query-client';
import { session } from './lib/session';
import { createAppRouter } from './router';

/** Builds what the app runs on: restores the session, starts its confirmation, wires 401s to the router. */
export function startApp(options: { history?: RouterHistory; queryClient?: QueryClient } = {}) {
  session.restore();
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createAppRouter({ queryClient, session, history: options.history });
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname === '/login') return;
    // Leave the screen first, so its queries do not refetch without a token.
    void router.navigate({ to: '/login' }).then(() => queryClient.clear());
  });
  void confirmSession();
  return { router, queryClient };
}
