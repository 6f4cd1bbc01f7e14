import { callApi } from './api-client';
import { isApiError } from './api-error';
import { session } from './session';

let pending: { token: string; done: Promise<void> } | null = null;

/**
 * Confirms a stored session with GET /api/auth/me once per token at a time. A 401 clears it (the api client does
 * that); an unreachable server keeps the stored session until a call says otherwise.
 * Resolves when the session is settled, so the route guard can wait for it.
 */
export function confirmSession(): Promise<void> {
  const { token, confirmed } = session.get();
  if (!token || confirmed) return Promise.resolve();
  if (pending?.token === token) return pending.done;
  const done = callApi('me').then(
    ({ user }) => {
      if (session.get().token === token) session.confirm(user);
    },
    (error: unknown) => {
      if (isApiError(error, 401)) return; // already cleared by the api client
      if (session.get().token === token) session.confirm();
    },
  );
  pending = { token, done };
  void done.finally(() => {
    if (pending?.done === done) pending = null;
  });
  return done;
}
