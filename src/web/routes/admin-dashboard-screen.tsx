import type { QueryClient } from '@tanstack/react-query';
import { adminStatsQuery } from '../features/admin/api/admin-queries';

export { AdminDashboardPage as AdminDashboardScreen } from '../features/admin/components/admin-dashboard-page';

export const prefetch = (client: QueryClient) => client.prefetchQuery(adminStatsQuery());
