import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestContext, requestLineLogger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import { routeOf } from '../ops/route-of';

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
/**
 * A listener that sends `requestId` back as X-Request-Id itself (fast-path.ts writes it with the rest of its head);
 * without one (tests serving it alone) it sends none.
 */
export type IdentifiedListener = (
  req: IncomingMessage,
  res: ServerResponse,
  requestId?: string,
) => void | Promise<void>;

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or a client's id); anything else is replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Outermost, in front of the read cache's fast path, so every request is logged and counted, answered from the
 * cache or by the app: one line with its id (sent back as X-Request-Id), method, route-table path, status and
 * duration. Never the URL (its query), headers or body, where a token or a password could be.
 */
export function withRequestLog(metrics: Metrics | undefined, next: IdentifiedListener): Listener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = req.method ?? 'GET';
      const route = routeOf(method, req.url ?? '/');
      // Closed before the answer was sent: the client went away (no status reached it).
      const aborted = !res.writableFinished;
      const status = res.statusCode;
      metrics?.observeRequest({ method, route, status, seconds });
      const line = {
        requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        ...(aborted ? { aborted } : {}),
      };
      if (status >= 500) requestLineLogger.error(line, 'request');
      else requestLineLogger.info(line, 'request');
    });
    return requestContext.run({ requestId }, () => next(req, res, requestId));
  };
}
