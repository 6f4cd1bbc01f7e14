import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import type { ErrorBody } from '../../../schemas/common';
import type { AppEnv, Deps } from '../deps';
import { send } from '../http/contract';
import { routeTable } from '../http/route-access';
import type { Metrics } from './metrics';
import { checkReadiness, type ProcessStatus } from './readiness';
import { METRICS_PATH } from './route-of';

/** GET /api/health and GET /api/ready: no session, one query at most. */
export function probeRoutes(deps: Deps, status: ProcessStatus) {
  return routeTable(deps)
    .serve(routes.health, (c) => send(c, routes.health, { status: 'ok' }))
    .serve(routes.ready, async (c) => {
      const readiness = await checkReadiness(deps, status);
      if (!readiness.ready) {
        const body: ErrorBody = {
          message: `Not ready: ${readiness.issues.map((issue) => issue.message).join(' ')}`,
          issues: readiness.issues,
        };
        return c.json(body, 503);
      }
      return send(c, routes.ready, {
        status: 'ready',
        migrations: readiness.migrations,
        schedulerLastRunAt: readiness.schedulerLastRunAt?.toISOString() ?? null,
      });
    }).app;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (Prometheus text) for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`; without
 * METRICS_TOKEN there is no such page (404), so nothing tells a visitor it exists.
 */
export function mountMetrics(app: Hono<AppEnv>, metricsToken: string | undefined, metrics: Metrics | undefined) {
  app.get(METRICS_PATH, async (c) => {
    if (!metricsToken || !metrics) return c.json({ message: 'Not found' } satisfies ErrorBody, 404);
    c.header('Cache-Control', 'no-store');
    const token = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim() ?? '';
    if (!sameSecret(token, metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>.' } satisfies ErrorBody, 401);
    }
    return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType });
  });
}
