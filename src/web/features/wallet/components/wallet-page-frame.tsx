import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export const WALLET_LOAD_FAILED = 'Failed to load wallet';

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
          Back to Dashboard
        </Button>
      </Group>
      {children}
    </Container>
  );
}
