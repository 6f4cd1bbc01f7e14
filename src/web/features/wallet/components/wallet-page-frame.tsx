import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '@web/lib/i18n';

/** The wallet screens' message when they cannot load (a function: read in the reader's language when shown). */
export const walletLoadFailed = () => t('wallet.loadFailed');

/**
 * The frame both wallet screens share: title and way back. Loading and 'Failed to load wallet' are the route's
 * (WalletPending below, and the route's error screen).
 */
export function WalletPageFrame({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo: '/dashboard' | '/creator';
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={backTo} variant="default">
          {t('wallet.backToDashboard')}
        </Button>
      </Group>
      {children}
    </Container>
  );
}
