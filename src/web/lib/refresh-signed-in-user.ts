import { callApi } from './api-client';
import { session } from './session';

/**
 * Reads the signed-in person again (GET /api/auth/me), so what the screens show of them (`emailVerified`, a changed
 * address) is the server's. Signed out, it does nothing; a 401 clears the session (the api client does that).
 */
export async function refreshSignedInUser(): Promise<void> {
  const { token } = session.get();
  if (!token) return;
  try {
    const { user } = await callApi('me');
    if (session.get().token === token) session.confirm(user);
  } catch {
    // The session stays as it was: the next confirmed read corrects it.
  }
}
