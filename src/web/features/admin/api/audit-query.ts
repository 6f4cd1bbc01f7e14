import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys, type AdminAuditFilters } from '@web/lib/query-keys';
import { ADMIN_PAGE_SIZE } from './admin-queries';

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
    // A getter: read when the call fails, in the reader's language.
    meta: {
      get errorMessage() {
        return t('admin.auditFailed');
      },
    },
  });
