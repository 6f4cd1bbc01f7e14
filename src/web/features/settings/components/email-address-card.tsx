import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';

/** Settings' Email section: the account's address and whether it is verified, above what can be done about it. */
export function EmailAddressCard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settings-email">
      <Stack gap="md">
        <Title order={2} size="h4" id="settings-email">
          {t('settings.emailTitle')}
        </Title>
        <Group gap="sm">
          <Text>{user.email}</Text>
          <Badge color={user.emailVerified ? 'green' : 'orange'} variant="light">
            {user.emailVerified ? t('settings.verified') : t('settings.notVerified')}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
