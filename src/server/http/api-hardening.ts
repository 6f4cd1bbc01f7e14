import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../deps';
import { HttpError } from '../refusals';
import { errorResponse } from './errors';
import { setAnswerHeader } from './response-header';

/** Far above any request this API takes (the largest are campaign texts and provider webhooks). */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * Refuses oversized bodies before anything buffers them (declared or streamed length). A request without a body
 * or with a declared length is decided from its headers alone, so its body is later read straight from the
 * socket; only a streamed (chunked) body is counted as it arrives.
 */
export const limitBodySize = () => {
  const streamed = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    return Number(declared) > MAX_BODY_BYTES ? tooLarge(c) : next();
  });
};

const tooLarge = (c: Context) => errorResponse(new HttpError(413, 'bodyTooLarge'), c);

/**
 * An answer sent before the request's body arrived in full (a 413, or a refusal that never read it) says
 * `Connection: close`, and Node then closes the connection after it. Otherwise the connection would be
 * announced as kept alive while the rest of the body is still on its way, and the server drops it after a
 * short drain, failing the client's next request on it.
 */
export const closeAfterUnreadBody = () =>
  createMiddleware<{ Bindings: Partial<HttpBindings> }>(async (c, next) => {
    await next();
    // Absent when the app is called without node:http (app.request in tests): no socket to keep.
    const incoming = c.env?.incoming;
    if (incoming && !incoming.complete) setAnswerHeader(c, 'Connection', 'close');
  });

/** API answers carry tokens and personal data: no browser or proxy may keep them. */
export const noStore = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
