import { AdminDashboardPage, ensureAdminDashboard } from '../features/admin/components/admin-dashboard-page';
import { AdminDashboardPending } from '../features/admin/components/admin-dashboard-skeleton';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: AdminDashboardPage,
  Pending: AdminDashboardPending,
  ensure: ensureAdminDashboard,
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.dashboardFailed');
  },
  get title() {
    return t('admin.dashboardTitle');
  },
});
