import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made. Through `c.header` this would rebuild the answer as a
 * full web Response with a body stream (Hono does so once the answer is final); the Node adapter's answer keeps
 * its headers in a plain Headers object, which is changed in place. A Response whose headers cannot change
 * (one from fetch) still goes through `c.header`.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
