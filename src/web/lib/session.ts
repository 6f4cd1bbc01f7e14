import { useSyncExternalStore } from 'react';
import type { PublicUser, Role } from '@schemas/auth';

/**
 * The signed-in session: a bearer token and the user it belongs to, kept in localStorage so a reload
 * stays signed in. Keys: `clipmandi.token` (the JWT) and `clipmandi.user` (the public user as JSON).
 * `confirmed` turns true once GET /api/auth/me has accepted the stored token (see confirm-session.ts).
 * Reading what a previous visit stored needs the user schema (zod), so that lives in stored-session.ts and is
 * loaded only when something is stored: a visitor without a session never downloads it.
 */
export const TOKEN_KEY = 'clipmandi.token';
export const USER_KEY = 'clipmandi.user';

/** A session as read back from localStorage, its user checked against the schema. */
export type StoredSession = { token: string; user: PublicUser };

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
  /** Takes the session a previous visit stored (checked by stored-session.ts), or none: app start and tests. */
  restore(stored: StoredSession | null): void;
  hasRole(...roles: Role[]): boolean;
};

export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: a session then lasts one page
  }
}

/** Whether a previous visit left a session to restore (cheap: no parsing). */
export function hasStoredSession(): boolean {
  const store = browserStorage();
  return Boolean(store?.getItem(TOKEN_KEY) && store.getItem(USER_KEY));
}

const signedOut: SessionState = { token: null, user: null, confirmed: true };

export function createSessionStore(): SessionStore {
  let state = signedOut;
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
      browserStorage()?.setItem(TOKEN_KEY, token);
      browserStorage()?.setItem(USER_KEY, JSON.stringify(user));
      set({ token, user, confirmed: true });
    },
    logout() {
      browserStorage()?.removeItem(TOKEN_KEY);
      browserStorage()?.removeItem(USER_KEY);
      if (state.token || state.user || !state.confirmed) set(signedOut);
    },
    confirm(user) {
      if (!state.token) return;
      if (user) browserStorage()?.setItem(USER_KEY, JSON.stringify(user));
      set({ ...state, user: user ?? state.user, confirmed: true });
    },
    restore(stored) {
      set(stored ? { ...stored, confirmed: false } : signedOut);
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
