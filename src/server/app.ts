import { CHANGE_TAGS_HEADER } from '../../schemas/change-tags';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { adminRoutes } from './admin/routes';
import { adminWalletRoutes } from './admin/wallet-routes';
import { accountLinkRoutes } from './accounts/routes';
import { teamRoutes } from './accounts/team-routes';
import { pushRoutes } from './push/routes';
import { authRoutes } from './auth/routes';
import { campaignRoutes } from './campaigns/routes';
import { channelRoutes } from './channels/routes';
import { instagramRoutes } from './instagram/routes';
import { clipRoutes } from './clips/routes';
import { blockRoutes } from './blocks/routes';
import { appealRoutes } from './appeals/routes';
import { payoutRoutes } from './payouts/routes';
import { clipperRoutes } from './clippers/routes';
import { dashboardRoutes } from './dashboards/routes';
import type { AppEnv, Deps } from './deps';
import { createLiveHub, type LiveHub } from './events/live-hub';
import { eventRoutes } from './events/routes';
import { closeAfterUnreadBody, limitBodySize, noStore } from './http/api-hardening';
import { errorResponse } from './http/errors';
import { HttpError, said } from './refusals';
import { securityHeaders } from './http/security-headers';
import { readCache } from './http/read-cache';
import { mountSpa } from './http/spa';
import type { Metrics } from './ops/metrics';
import type { ProcessStatus } from './ops/readiness';
import { mountMetrics, probeRoutes } from './ops/routes';
import { openApiRoutes } from './openapi/routes';
import { notificationRoutes } from './mail/routes';
import { paymentRoutes } from './payments/routes';
import { seriesRoutes } from './series/routes';
import { siteRoutes } from './site/routes';
import { walletRoutes } from './wallet/routes';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The whole server: every /api route, and the built SPA when `serveSpa` is set. `status` is the process's own
 * (the readiness check reads it; by default started now), `metrics` its registry (GET /metrics, with METRICS_TOKEN),
 * `liveHub` the live-event streams (GET /api/events; the process closes it on shutdown; by default a new one).
 */
export function createApp(
  deps: Deps,
  options: { serveSpa?: boolean; status?: ProcessStatus; metrics?: Metrics; liveHub?: LiveHub } = {},
) {
  const app = new Hono<AppEnv>();
  const checkoutOrigin = originOf(deps.gateway.checkoutScriptUrl);
  const checkoutOrigins = checkoutOrigin ? [checkoutOrigin] : [];
  if (deps.gateway.mode === 'razorpay') checkoutOrigins.push('https://api.razorpay.com');
  // Outermost, so a stored answer is the app's complete one (headers of every middleware below, compressed).
  app.use('/api/*', readCache(deps));
  // gzip for the SPA's assets and larger API answers (a cold page load is mostly JavaScript).
  app.use(compress());
  app.use(securityHeaders({ checkoutOrigins, trustProxy: deps.config.trustProxy }));
  app.use('/api/*', noStore(), closeAfterUnreadBody(), limitBodySize());
  if (deps.config.corsOrigin)
    app.use(
      '/api/*',
      cors({ origin: deps.config.corsOrigin, credentials: false, exposeHeaders: [CHANGE_TAGS_HEADER] }),
    );

  app.route('/', probeRoutes(deps, options.status ?? { startedAt: new Date(), shuttingDown: false }));
  app.route('/', authRoutes(deps));
  app.route('/', accountLinkRoutes(deps));
  app.route('/', teamRoutes(deps));
  app.route('/', pushRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', siteRoutes(deps));
  app.route('/', openApiRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', campaignRoutes(deps));
  app.route('/', clipRoutes(deps));
  app.route('/', blockRoutes(deps));
  app.route('/', appealRoutes(deps));
  app.route('/', payoutRoutes(deps));
  app.route('/', clipperRoutes(deps));
  app.route('/', channelRoutes(deps));
  app.route('/', instagramRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', seriesRoutes(deps));
  app.route('/', eventRoutes(deps, options.liveHub ?? createLiveHub(deps.feed)));
  app.route('/', adminRoutes(deps));
  app.route('/', adminWalletRoutes(deps));

  mountMetrics(app, deps.config.metricsToken, options.metrics);
  app.all('/api/*', (c) =>
    errorResponse(new HttpError(404, said('noSuchCall', { method: c.req.method, path: c.req.path })), c),
  );
  if (options.serveSpa) mountSpa(app, deps.config.staticDir);
  app.notFound((c) => errorResponse(new HttpError(404, 'notFound'), c));
  app.onError(errorResponse);
  return app;
}
