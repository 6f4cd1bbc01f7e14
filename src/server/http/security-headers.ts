import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

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
export function arrivedOverTls(request: { tlsSocket: boolean; forwardedProto: string | undefined }, trustProxy: boolean): boolean {
  if (request.tlsSocket) return true;
  if (!trustProxy || !request.forwardedProto) return false;
  // Like X-Forwarded-For, the last value is the one our own proxy added.
  return request.forwardedProto.split(',').pop()?.trim().toLowerCase() === 'https';
}

/** Where campaign and clip thumbnails come from (src/web/components/video-thumbnail.tsx). */
export const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

/**
 * CSP that allows our own origin and the payment provider's checkout (script, its API and its frame), YouTube's
 * image host for video thumbnails (images only), and nothing else from outside; nosniff, a referrer policy and no
 * framing of our pages.
 */
export function securityHeaders(options: { checkoutOrigins: string[]; apiOrigins?: string[]; trustProxy: boolean }) {
  const outside = options.checkoutOrigins.join(' ');
  const connect = ["'self'", ...options.checkoutOrigins, ...(options.apiOrigins ?? [])].join(' ');
  const csp = [
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
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    // Decided per request; the read cache keys its entries on it (cacheableRead), so a replayed answer
    // carries HSTS exactly when this request came over TLS.
    if (arrivedOverTls(tlsOf(c.req.url, c.req.header('X-Forwarded-Proto')), options.trustProxy)) {
      c.header('Strict-Transport-Security', HSTS);
    }
  });
}
