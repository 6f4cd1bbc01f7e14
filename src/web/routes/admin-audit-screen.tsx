import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { auditAction, auditObjectType } from '@schemas/accounts';
import { adminAuditQuery } from '../features/admin/api/audit-query';
import { AdminAuditPage, AdminAuditPending } from '../features/admin/components/audit-page';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminAuditRoute = getRouteApi('/admin-area/admin/audit');

/** `?action=`, `?objectType=` and `?objectId=` narrow the trail; anything malformed is ignored. */
const adminAuditSearch = z.object({
  action: auditAction.optional().catch(undefined),
  objectType: auditObjectType.optional().catch(undefined),
  objectId: z.string().trim().min(1).max(100).optional().catch(undefined),
});

type AuditSearch = Partial<Record<'action' | 'objectType' | 'objectId', string>>;

function AdminAuditScreen() {
  const search = adminAuditRoute.useSearch();
  const filters = useMemo(() => adminAuditSearch.parse(search), [search]);
  const navigate = adminAuditRoute.useNavigate();
  return <AdminAuditPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the filters of the address being loaded. */
function AdminAuditScreenPending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminAuditSearch.parse(search), [search]);
  return <AdminAuditPending filters={filters} />;
}

export const screen = defineScreen({
  component: AdminAuditScreen,
  Pending: AdminAuditScreenPending,
  ensure: (client, { search }: { search: AuditSearch }) =>
    client.ensureInfiniteQueryData(adminAuditQuery(adminAuditSearch.parse(search))),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.auditFailed');
  },
  get title() {
    return t('admin.auditTitle');
  },
});
