import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../lib/i18n';

type Props = {
  message?: string;
  /** Where the link goes, e.g. '/login' ('Go to Login') or '/dashboard'. */
  linkTo: string;
  linkLabel: string;
};

/** 'Access Denied' with one way out. */
export function AccessDenied({ message, linkTo, linkLabel }: Props) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('common.accessDenied')}</Title>
        {message ? <Text c="dimmed">{message}</Text> : null}
        <Button component={Link} to={linkTo}>
          {linkLabel}
        </Button>
      </Stack>
    </Center>
  );
}
