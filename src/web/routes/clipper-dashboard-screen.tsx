import type { QueryClient } from '@tanstack/react-query';
import { userDashboardQuery } from '../lib/user-dashboard-query';

export { ClipperDashboardPage as ClipperDashboardScreen } from '../features/clipper-dashboard/components/clipper-dashboard-page';

export const prefetch = (client: QueryClient) => client.prefetchQuery(userDashboardQuery());
