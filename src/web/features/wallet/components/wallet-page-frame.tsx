import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';

export const WALLET_LOAD_FAILED = 'Failed to load wallet';

/** The frame both wallet screens share: title, way back, and the loading and 'Failed to load wallet' states. */
export function WalletPageFrame({
  title,
  backTo,
  state,
  onRetry,
  children,
}: {
  title: string;
  backTo: '/dashboard' | '/creator';
  state: 'pending' | 'error' | 'ready';
  onRetry: () => void;
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
      {state === 'pending' ? (
        <LoadingState text="Loading wallet..." />
      ) : state === 'error' ? (
        <ErrorState message={WALLET_LOAD_FAILED} onRetry={onRetry} />
      ) : (
        children
      )}
    </Container>
  );
}
