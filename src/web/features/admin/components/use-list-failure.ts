import { useEffect } from 'react';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';

type ListQuery = { isError: boolean; error: unknown; errorUpdatedAt: number; data?: unknown; isFetchNextPageError?: boolean };

/**
 * What a list shows when its first page failed (the server's message, else `fallback`), toasted once
 * per failure. A failed 'Load more' keeps the rows shown and only toasts.
 */
export function useListFailure(query: ListQuery, fallback: string): string | null {
  const message = query.isError ? errorMessage(query.error, fallback) : null;
  useEffect(() => {
    if (message) notify(message, 'error');
  }, [message, query.errorUpdatedAt]);
  return message && !query.data ? message : null;
}
