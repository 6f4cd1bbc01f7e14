import * as z from 'zod';
import { publicUser } from '@schemas/auth';
import { browserStorage, TOKEN_KEY, USER_KEY, type StoredSession } from './session';

/**
 * The session a previous visit left in localStorage, its user checked with the schema; a damaged entry is
 * removed. Kept apart from session.ts so only a visitor with a stored session loads zod before the first paint.
 */
export function readStoredSession(): StoredSession | null {
  const store = browserStorage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const rawUser = store?.getItem(USER_KEY) ?? null;
  if (!token || !rawUser) return null;
  try {
    return { token, user: publicUser.parse(JSON.parse(rawUser)) };
  } catch (error) {
    if (!(error instanceof SyntaxError || error instanceof z.ZodError)) throw error;
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(USER_KEY);
    return null;
  }
}
