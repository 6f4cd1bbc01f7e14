import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

/**
 * CSP that allows our own origin and the payment provider's checkout (script, its API and its frame)
 * and nothing else from outside; nosniff, a referrer policy and no framing of our pages.
 */
export function securityHeaders(options: { checkoutOrigins: string[]; apiOrigins?: string[] }) {
  const outside = options.checkoutOrigins.join(' ');
  const connect = ["'self'", ...options.checkoutOrigins, ...(options.apiOrigins ?? [])].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${outside}`.trim(),
    `connect-src ${connect}`,
    `frame-src 'self' ${outside}`.trim(),
    "img-src 'self' data:",
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
  });
}
