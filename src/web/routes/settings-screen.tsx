import { notificationSettingsQuery } from '../features/settings/api/notification-settings';
import { SettingsPage, SETTINGS_LOAD_FAILED } from '../features/settings/components/settings-page';
import { SettingsPending } from '../features/settings/components/settings-pending';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: SettingsPage,
  Pending: SettingsPending,
  ensure: (client) => client.ensureQueryData(notificationSettingsQuery()),
  loadFailed: SETTINGS_LOAD_FAILED,
  title: 'Settings',
});
