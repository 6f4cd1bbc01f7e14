import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../lib/i18n';

export function NotFoundPage() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('common.pageNotFound')}</Title>
        <Text c="dimmed">{t('common.pageNotFoundMessage')}</Text>
        <Button component={Link} to="/">
          {t('common.backToHome')}
        </Button>
      </Stack>
    </Center>
  );
}
