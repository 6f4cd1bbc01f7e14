import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NotificationSetting } from '@schemas/notifications';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The signed-in person's email switches, one per kind their role receives. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notificationSettings(),
    queryFn: async ({ signal }) => (await callApi('notificationSettings', { signal })).settings,
  });

/** Turns one kind on or off; the answer is every switch as now saved, shown at once. */
export const updateNotificationSettingMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['notification-settings', 'update'],
    mutationFn: (setting: NotificationSetting) =>
      callApi('updateNotificationSettings', { body: { settings: [setting] } }),
    onSuccess: ({ settings }) => queryClient.setQueryData(queryKeys.notificationSettings(), settings),
  });
