import ky, { HTTPError } from 'ky';
import * as z from 'zod';
import type { QueryOf, RequestOf, ResponseOf, RouteName, Routes } from '@schemas/routes';
import type { RouteDef } from '@schemas/route-kit';
import { errorBody, type ErrorBody } from '@schemas/common';
import { CHANGE_TAGS_HEADER, isChangeTag } from '@schemas/change-tags';
import { ApiError } from './api-error';
import { sayIssue } from './issue-message';
import { existingQueryClient } from './app-query-client';
import { currentLocale } from './i18n';
import { refreshChanged } from './live-keys';
import { session } from './session';
import { onUnauthorized } from './unauthorized';

/** Calls whose 401 means "wrong email or password", not "your session ended": they send no bearer. */
const CREDENTIAL_CALLS: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup', 'adminLogin']);
/** The session check: its 401 clears the stored session, and the route guard decides where to go. */
const SESSION_CHECK: RouteName = 'me';

type CallContext = { credentials?: boolean; sessionCheck?: boolean };

function apiOrigin(): string {
  // The server's page renderer (src/web/entry-server.tsx) loads this module too, but never calls the API.
  return import.meta.env.VITE_API_URL || (typeof location === 'undefined' ? 'http://localhost' : location.origin);
}

/** The one HTTP client (docs/product.md#web-data-layer). Prefer callApi; use this only for calls outside the route table. */
export const api = ky.create({
  prefixUrl: apiOrigin(),
  timeout: 10_000,
  retry: 0, // React Query decides about retries
  // Public reads carry a short max-age; revalidating (ETag, 304) means nobody sees their own write stale.
  cache: 'no-cache',
  hooks: {
    beforeRequest: [
      (request, options) => {
        // The server answers refusals in the reader's language (docs/languages.md), not the browser's.
        request.headers.set('Accept-Language', currentLocale());
        const token = session.get().token;
        if (token && !(options.context as CallContext).credentials)
          request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, options, response) => {
        const context = options.context as CallContext;
        if (response.status !== 401 || context.credentials) return;
        // Only the session that made the call is cleared (a newer login may have replaced it meanwhile).
        const current = session.get().token;
        if (current && request.headers.get('Authorization') === `Bearer ${current}`) session.logout();
        if (!context.sessionCheck) onUnauthorized();
      },
    ],
  },
});

/** Turns a failed response into an ApiError; a body that is not our error shape just has no message. */
async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    const parsed = errorBody.safeParse(await response.clone().json());
    body = parsed.success ? parsed.data : undefined;
  } catch {
    body = undefined; // not JSON (a proxy's HTML page, an empty body)
  }
  return new ApiError(response.status, body);
}

type HasIdParam<N extends RouteName> = Routes[N]['path'] extends `${string}:id${string}` ? true : false;
type HasBody<N extends RouteName> = Routes[N] extends { request: z.ZodType } ? true : false;

export type CallOptions<N extends RouteName> = {
  query?: QueryOf<N>;
  signal?: AbortSignal;
} & (HasBody<N> extends true ? { body: RequestOf<N> } : { body?: undefined }) &
  (HasIdParam<N> extends true ? { params: { id: string } } : { params?: undefined });

type CallArgs<N extends RouteName> =
  HasBody<N> extends true ? [CallOptions<N>] : HasIdParam<N> extends true ? [CallOptions<N>] : [CallOptions<N>?];

function searchParamsOf(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * Paise to rupees with the route's own request schema. A body that schema refuses would get the same
 * 400 from the server (it validates with the same schema), so it is refused here with the same message
 * rather than sent in a shape the server could misread.
 */
function encodeBody(schema: z.ZodType, body: unknown): unknown {
  const result = z.safeEncode(schema, body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: sayIssue(issue.message),
  }));
  throw new ApiError(400, { message: issues[0]?.message ?? 'Invalid request', issues });
}

let routeTable: Promise<Routes> | undefined;

/**
 * The route table, with every call's request and response schemas. No screen needs it to paint, and building all
 * those schemas was the biggest piece of a screen's start-up work on a slow phone, so it loads as its own chunk with
 * the first call, or earlier when the visitor starts to use the page (main.tsx). A failed load is tried again.
 */
export function loadRouteTable(): Promise<Routes> {
  routeTable ??= import('@schemas/routes').then(
    (module) => module.routes,
    (error: unknown) => {
      routeTable = undefined;
      throw error;
    },
  );
  return routeTable;
}

/**
 * Calls one route of schemas/routes.ts. `body` is what the app holds (money in paise) and is encoded
 * to the wire (rupees) with the route's request schema; the answer is parsed with its response schema,
 * so a caller always gets checked, decoded data. A refused call throws an ApiError (status + server message).
 */
export async function callApi<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<ResponseOf<N>> {
  const route: RouteDef = (await loadRouteTable())[name];
  const path = route.path.replace(':id', encodeURIComponent(options?.params?.id ?? '')).replace(/^\//, '');
  const context: CallContext = { credentials: CREDENTIAL_CALLS.has(name), sessionCheck: name === SESSION_CHECK };
  const json = route.request && options?.body !== undefined ? encodeBody(route.request, options.body) : undefined;

  let response: Response;
  try {
    response = await api(path, {
      method: route.method,
      json,
      searchParams: searchParamsOf(options?.query),
      signal: options?.signal,
      context,
    });
  } catch (error) {
    if (error instanceof HTTPError) throw await toApiError(error.response);
    throw error;
  }

  const data: unknown = route.contentType ? await response.text() : await response.json();
  const parsed = route.response.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Unexpected answer from ${route.method} ${route.path}`, { cause: parsed.error });
  }
  await refreshWhatChanged(response);
  return parsed.data as ResponseOf<N>;
}

/**
 * A write's answer names what it changed (its Change-Tags header, docs/reads.md "Read cache"): the screens showing it
 * refresh before the call resolves, so no mutation lists the queries it changes and a button stays busy until they
 * are in. Only once the body is read: awaited in a ky hook, before it, an approval never resolved in Chromium.
 */
async function refreshWhatChanged(response: Response) {
  const changed = response.headers.get(CHANGE_TAGS_HEADER);
  const queryClient = existingQueryClient();
  if (changed && queryClient) await refreshChanged(queryClient, changed.split(' ').filter(isChangeTag));
}
