import { useSyncExternalStore } from 'react';
import * as z from 'zod';
import { publicUser, type PublicUser, type Role } from '../../../schemas/auth';

/**
 * The signed-in session: a bearer token and the user it belongs to, kept in localStorage so a reload
 * stays signed in. Keys: `clipmandi.token` (the JWT) and `clipmandi.user` (the public user as JSON).
 * `confirmed` turns true once GET /api/auth/me has accepted the stored token (see confirm-session.ts).
 */
export const TOKEN_KEY = 'clipmandi.token';
export const USER_KEY = 'clipmandi.user';

export type SessionState = {
  token: string | null;
  user: PublicUser | null;
  /** False while a restored session has not been checked with the server yet. */
  confirmed: boolean;
};

export type SessionStore = {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Stores a fresh session from a login or signup answer. */
  login(session: { token: string; user: PublicUser }): void;
  /** Forgets the session (logout, or any 401). */
  logout(): void;
  /** Marks the stored session as checked, optionally with the user the server returned. */
  confirm(user?: PublicUser): void;
  /** Re-reads localStorage (app start, tests). */
  restore(): void;
  hasRole(...roles: Role[]): boolean;
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: a session then lasts one page
  }
}

function readStored(): SessionState {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const rawUser = store?.getItem(USER_KEY) ?? null;
  if (!token || !rawUser) return { token: null, user: null, confirmed: true };
  try {
    const user = publicUser.parse(JSON.parse(rawUser));
    return { token, user, confirmed: false };
  } catch (error) {
    if (!(error instanceof SyntaxError || error instanceof z.ZodError)) throw error;
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(USER_KEY);
    return { token: null, user: null, confirmed: true };
  }
}

export function createSessionStore(): SessionStore {
  let state = readStored();
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login({ token, user }) {
      storage()?.setItem(TOKEN_KEY, token);
      storage()?.setItem(USER_KEY, JSON.stringify(user));
      set({ token, user, confirmed: true });
    },
    logout() {
      storage()?.removeItem(TOKEN_KEY);
      storage()?.removeItem(USER_KEY);
      if (state.token || state.user || !state.confirmed) set({ token: null, user: null, confirmed: true });
    },
    confirm(user) {
      if (!state.token) return;
      if (user) storage()?.setItem(USER_KEY, JSON.stringify(user));
      set({ ...state, user: user ?? state.user, confirmed: true });
    },
    restore() {
      set(readStored());
    },
    hasRole(...roles) {
      return state.user !== null && roles.includes(state.user.role);
    },
  };
}

/** The app's one session (the api client reads its token; the router gets it as context). */
export const session = createSessionStore();

/** The current session; re-renders when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
