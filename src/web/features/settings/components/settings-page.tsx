import { Card, Container, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NotificationSetting } from '@schemas/notifications';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { notificationSettingsQuery, updateNotificationSettingMutation } from '../api/notification-settings';
import { ChangeEmailForm } from './change-email-form';
import { EmailAddressCard } from './email-address-card';
import { emailKindLabel } from './kind-labels';
import { PushCard } from './push-card';
import { ResendVerification } from './resend-verification';

/**
 * The settings screen's frame: its heading, the Email section (`email`: its forms, or their placeholder) and the
 * notification switches (`children`, or their placeholders), then a clipper's push notifications (`push`).
 */
export function SettingsFrame({ email, children, push }: { email: ReactNode; children: ReactNode; push?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xl">
        {t('settings.title')}
      </Title>
      <EmailAddressCard>{email}</EmailAddressCard>
      <Card withBorder padding="lg" mt="lg">
        <Title order={2} size="h4" mb="xs">
          {t('settings.emailNotifications')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('settings.emailNotificationsIntro')}
        </Text>
        {children}
      </Card>
      {push}
    </Container>
  );
}

/** The account's settings: its email address, and which emails the person gets (a switch per kind their role receives). */
export function SettingsPage() {
  const queryClient = useQueryClient();
  // The route waited for it (routes/settings.tsx): here it is always there.
  const settings = useSuspenseQuery(notificationSettingsQuery());
  const update = useMutation({
    ...updateNotificationSettingMutation(queryClient),
    onError: (error) => notify(errorMessage(error, t('settings.saveFailed')), 'error'),
  });
  const saving = update.isPending ? update.variables.kind : null;

  return (
    <SettingsFrame
      push={<PushCard />}
      email={
        <>
          <ResendVerification />
          <ChangeEmailForm />
        </>
      }
    >
      <Stack gap="sm">
        {settings.data.map((setting: NotificationSetting) => (
          <Switch
            key={setting.kind}
            label={emailKindLabel(setting.kind)}
            checked={setting.enabled}
            disabled={saving === setting.kind}
            onChange={(event) => update.mutate({ kind: setting.kind, enabled: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </SettingsFrame>
  );
}
