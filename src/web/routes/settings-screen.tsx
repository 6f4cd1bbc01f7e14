import type { QueryClient } from '@tanstack/react-query';
import { notificationSettingsQuery } from '../features/settings/api/notification-settings';

export { SettingsPage as SettingsScreen } from '../features/settings/components/settings-page';

export const prefetch = (client: QueryClient) => client.prefetchQuery(notificationSettingsQuery());
