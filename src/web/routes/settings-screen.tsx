import { notificationSettingsQuery } from '../features/settings/api/notification-settings';
import { SettingsPage } from '../features/settings/components/settings-page';
import { SettingsPending } from '../features/settings/components/settings-pending';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: SettingsPage,
  Pending: SettingsPending,
  ensure: (client) => client.ensureQueryData(notificationSettingsQuery()),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('settings.loadFailed');
  },
  get title() {
    return t('settings.title');
  },
});
