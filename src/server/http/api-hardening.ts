import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorBody } from '../../../schemas/common';
import type { AppEnv } from '../deps';

/** Far above any request this API takes (the largest are campaign texts and provider webhooks). */
export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large.';

/** Refuses oversized bodies before anything buffers them (declared or streamed length). */
export const limitBodySize = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: BODY_TOO_LARGE_MESSAGE } satisfies ErrorBody, 413),
  });

/** API answers carry tokens and personal data: no browser or proxy may keep them. */
export const noStore = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
