export {
  AdminDashboardPage as AdminDashboardScreen,
  ensureAdminDashboard as ensure,
} from '../features/admin/components/admin-dashboard-page';
export { AdminDashboardPending as Pending } from '../features/admin/components/admin-dashboard-skeleton';
export { DASHBOARD_FAILED as loadFailed } from '../features/admin/api/admin-queries';

/** The heading kept above a failed load. */
export const title = 'Admin Dashboard';
