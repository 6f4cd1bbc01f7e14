import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys, type AdminAuditFilters } from '@web/lib/query-keys';
import { ADMIN_PAGE_SIZE } from './admin-queries';

export const AUDIT_FAILED = 'Failed to load the audit trail. Please try again.';

/** Every admin action, newest first, a page at a time, by action and object. */
export const adminAuditQuery = (filters: AdminAuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.audit(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi('adminAudit', {
          query: { ...filters, limit: ADMIN_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: { errorMessage: AUDIT_FAILED },
  });
