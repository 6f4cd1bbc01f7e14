import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';

type Options<TPage, TItem, TKey extends QueryKey> = {
  /** The first page, as the screen's own call returned it (a detail, a dashboard). */
  first: TItem[];
  /** That call's cursor of the next page (null: there is none). */
  nextCursor: string | null;
  /** The paged call's query options, starting after `after` (a factory in the feature's api folder). */
  query: (after: string) => UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, string>;
  items: (page: TPage) => TItem[];
};

/**
 * A list whose first page came with its screen's call and whose next pages come from a paged call on
 * 'Load more': nothing is fetched twice, and the pages after the first are keyed by the cursor they start
 * from, so a refreshed first page with another cursor starts a fresh continuation.
 */
export function useMorePages<TPage, TItem, TKey extends QueryKey>({
  first,
  nextCursor,
  query,
  items,
}: Options<TPage, TItem, TKey>) {
  const [wanted, setWanted] = useState(false);
  const more = useInfiniteQuery({ ...query(nextCursor ?? ''), enabled: wanted && nextCursor !== null });
  const fetched = wanted && more.data ? more.data.pages.flatMap(items) : [];
  return {
    items: [...first, ...fetched],
    hasMore: nextCursor !== null && (!wanted || !more.data || more.hasNextPage),
    loading: wanted && more.isFetching,
    error: wanted ? more.error : null,
    loadMore: () => {
      if (!wanted) setWanted(true);
      else void more.fetchNextPage();
    },
  };
}
