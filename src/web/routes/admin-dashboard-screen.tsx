import { DASHBOARD_FAILED } from '../features/admin/api/admin-queries';
import { AdminDashboardPage, ensureAdminDashboard } from '../features/admin/components/admin-dashboard-page';
import { AdminDashboardPending } from '../features/admin/components/admin-dashboard-skeleton';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: AdminDashboardPage,
  Pending: AdminDashboardPending,
  ensure: ensureAdminDashboard,
  loadFailed: DASHBOARD_FAILED,
  title: 'Admin Dashboard',
});
