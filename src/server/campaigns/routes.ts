import { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';

// Filled in by its issue; mounted by createApp.
export function campaignRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
