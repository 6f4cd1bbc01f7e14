import type { QueryClient } from '@tanstack/react-query';
import { notificationSettingsQuery } from '../features/settings/api/notification-settings';

export {
  SettingsPage as SettingsScreen,
  SETTINGS_LOAD_FAILED as loadFailed,
} from '../features/settings/components/settings-page';
export { SettingsPending as Pending } from '../features/settings/components/settings-pending';

export const ensure = (client: QueryClient) => client.ensureQueryData(notificationSettingsQuery());

/** The heading kept above a failed load. */
export const title = 'Settings';
