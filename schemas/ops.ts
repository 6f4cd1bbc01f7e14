import * as z from 'zod';
import { timestamp } from './common';

/** GET /api/health: the process answers (nothing else is checked, so a load balancer can probe it cheaply). */
export const healthResponse = z.object({ status: z.literal('ok') });

/**
 * GET /api/ready: the database answers, every migration is applied and the scheduler is alive. Otherwise 503
 * with the error body, one issue per failed check (path `database`, `migrations`, `scheduler` or `process`).
 */
export const readyResponse = z.object({
  status: z.literal('ready'),
  /** Migrations applied, equal to those the server ships. */
  migrations: z.number().int(),
  /** The scheduler's latest job start (any process), null before its first run. */
  schedulerLastRunAt: timestamp.nullable(),
});
