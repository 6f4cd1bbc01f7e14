import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A JSON answer with its length declared. The compress middleware then leaves a small answer as it is (under
 * 1 KB, gzip saves nothing) instead of streaming it through a compressor, which cost more than the handler of a
 * small write.
 */
export function jsonAnswer(c: Context, body: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(body);
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}
