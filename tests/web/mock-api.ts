import { vi } from 'vitest';

/** `changed`: the write's Change-Tags header, as the server names what it changed (docs/reads.md "Read cache"). */
export type Reply = { status?: number; body?: unknown; delayMs?: number; changed?: readonly string[] };
export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);
export type RecordedCall = {
  method: string;
  /** Path without the origin, e.g. '/api/auth/login'. */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, when there was one. */
  body: unknown;
  /** The status it was answered with, once answered (none while pending, or when the network failed). */
  status?: number;
};

/**
 * What the signed-in shell reads on every page whatever the screen (the bell's inbox, components/notification-bell.tsx):
 * an empty inbox, unless a test's own handler answers it.
 */
const shellReads: Record<string, Handler> = {
  'GET /api/notifications': { body: { notifications: [], unreadCount: 0, nextCursor: null } },
};

/**
 * Replaces the network (and only the network): `fetch` answers from `handlers`, keyed
 * 'METHOD /api/path' (path without the query). Unknown calls get the server's 404 body.
 * Returns the recorded calls so a test can check what the app sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`] ?? shellReads[`${call.method} ${call.path}`];
    const reply: Reply = !handler
      ? { status: 404, body: { message: `No such call: ${call.method} ${call.path}` } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    call.status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: {
        'Content-Type': 'application/json',
        ...(reply.changed ? { 'Change-Tags': reply.changed.join(' ') } : {}),
      },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}
