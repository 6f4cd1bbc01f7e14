import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';
import { setAnswerHeader } from './response-header';

/** What arrivedOverTls needs, from a Hono request (its URL is https:// exactly when its socket was TLS). */
export function tlsOf(url: string, forwardedProto: string | undefined) {
  return { tlsSocket: url.startsWith('https:'), forwardedProto };
}

/** One year, subdomains included: browsers then refuse plain http to us for that long. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * True when the request reached us over TLS: on our own TLS socket, or (TRUST_PROXY=true) per our reverse
 * proxy's X-Forwarded-Proto. Without TRUST_PROXY that header is the client's word and is ignored. HSTS sent
 * over plain http is meaningless (and a bad idea for a site that still serves http locally).
 */
export function arrivedOverTls(
  request: { tlsSocket: boolean; forwardedProto: string | undefined },
  trustProxy: boolean,
): boolean {
  if (request.tlsSocket) return true;
  if (!trustProxy || !request.forwardedProto) return false;
  // Like X-Forwarded-For, the last value is the one our own proxy added.
  return request.forwardedProto.split(',').pop()?.trim().toLowerCase() === 'https';
}

/** Where campaign and clip thumbnails come from (src/web/components/video-thumbnail.tsx). */
export const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

/**
 * What every answer that is not a page gets (JSON, files, refusals): no content of any kind may run or load if it
 * is ever opened as a document, and no framing. The page policy below describes what a page loads; on a JSON
 * answer it only added 316 bytes to every read.
 */
export const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * The service worker's own policy (a worker script's CSP governs the worker): it fetches this site's files and
 * pages, nothing else (docs/accounts.md#app).
 */
export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'";

/**
 * Pages (the SPA's HTML, the API reference, the sandbox checkout): a CSP that allows our own origin and the
 * payment provider's checkout (script, its API and its frame), YouTube's image host for video thumbnails (images
 * only), and nothing else from outside, a referrer policy and the opener policy the checkout's pop-up needs.
 * Every answer: nosniff and no framing.
 */
export function securityHeaders(options: { checkoutOrigins: string[]; apiOrigins?: string[]; trustProxy: boolean }) {
  const outside = options.checkoutOrigins.join(' ');
  const connect = ["'self'", ...options.checkoutOrigins, ...(options.apiOrigins ?? [])].join(' ');
  const pageCsp = [
    "default-src 'self'",
    `script-src 'self' ${outside}`.trim(),
    `connect-src ${connect}`,
    `frame-src 'self' ${outside}`.trim(),
    `img-src 'self' data: ${YOUTUBE_THUMBNAILS}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      setAnswerHeader(c, 'Content-Security-Policy', pageCsp);
      setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
      setAnswerHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    } else {
      setAnswerHeader(c, 'Content-Security-Policy', c.req.path === '/sw.js' ? SERVICE_WORKER_CSP : NOT_A_PAGE_CSP);
    }
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'X-Frame-Options', 'DENY');
    // Decided per request; the read cache keys its entries on it (cacheableRead), so a replayed answer
    // carries HSTS exactly when this request came over TLS.
    if (arrivedOverTls(tlsOf(c.req.url, c.req.header('X-Forwarded-Proto')), options.trustProxy)) {
      setAnswerHeader(c, 'Strict-Transport-Security', HSTS);
    }
  });
}
