import type { Deps } from '../deps';

export type DemoLogin = { role: string; email: string; password: string };

/** Creates the demo accounts on an empty database; returns their logins, or null when not empty. */
export async function seedDemo(_deps: Deps): Promise<DemoLogin[] | null> {
  return null;
}
