import { createQueryClient } from '@web/lib/query-client';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import type { PublicUser, Role } from '@schemas/auth';
import { session, TOKEN_KEY, USER_KEY } from '@web/lib/session';
import { readStoredSession } from '@web/lib/stored-session';
import { App } from '@web/app';
import { startApp } from '@web/start-app';

/** A user as the server would return it. */
export function aUser(role: Role, overrides: Partial<PublicUser> = {}): PublicUser {
  const names: Record<Role, string> = { user: 'Asha Clipper', creator: 'Ravi Creator', admin: 'Admin' };
  return {
    _id: `00000000-0000-4000-8000-00000000000${role === 'user' ? 1 : role === 'creator' ? 2 : 3}`,
    name: names[role],
    email: `${role}@example.com`,
    role,
    createdAt: '2025-01-01T00:00:00.000Z',
    emailVerified: true,
    adminRole: role === 'admin' ? 'owner' : null,
    language: 'en',
    ...overrides,
  };
}

/** Puts a session in localStorage as a previous visit would have left it (not yet confirmed). */
export function storeSession(user: PublicUser, token = `token-${user.role}`) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  session.restore(readStoredSession());
  return token;
}

/**
 * Renders the whole app (providers, router, nav) at `path` with a memory history and a fresh
 * QueryClient that does not retry. Mock the network first with mockApi(). `strictMode`: inside React's StrictMode,
 * as the development build renders it (effects run twice).
 */
export function renderApp(path: string, { strictMode = false }: { strictMode?: boolean } = {}) {
  // Fresh data on every mount (staleTime 0) and no retries, with the app's cache (its load-failure toasts).
  const queryClient = createQueryClient({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const { router } = startApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    queryClient,
    storedSession: readStoredSession(),
  });
  const user = userEvent.setup();
  const app = <App router={router} />;
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient, user };
}
