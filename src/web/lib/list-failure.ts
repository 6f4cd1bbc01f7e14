import { errorMessage } from './api-error';

/**
 * What a list shows in place of its rows when its first page failed: the server's message, else `fallback`. (The
 * toast comes from the query's `meta.errorMessage`, see query-client.ts; a failed 'Load more' keeps the rows.)
 */
export function firstPageFailure(
  query: { isError: boolean; error: unknown; data?: unknown },
  fallback: string,
): string | null {
  return query.isError && !query.data ? errorMessage(query.error, fallback) : null;
}
