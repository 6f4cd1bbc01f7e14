import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PaymentEvent } from '@schemas/admin';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { ADMIN_PAGE_SIZE } from './admin-queries';

export type PaymentEventKind = PaymentEvent['kind'];

/** Refunds and disputes of creators' top-ups, newest first, a page at a time, optionally one kind. */
export const paymentEventsQuery = (kind: PaymentEventKind | null) =>
  infiniteQueryOptions({
    // Under the admin's keys, so signing out or an admin-wide refresh drops it with the rest.
    queryKey: queryKeys.admin.paymentEvents(kind),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi('adminPaymentEvents', {
          query: { limit: ADMIN_PAGE_SIZE, ...(kind ? { kind } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
