import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WALLET_HISTORY_LIMIT } from '@schemas/wallet';

/** Said under a wallet history that reached the server's limit, so a full page is not taken for everything. */
export function HistoryLimitNote({ count, children }: { count: number; children?: ReactNode }) {
  if (count < WALLET_HISTORY_LIMIT) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      Showing the latest {WALLET_HISTORY_LIMIT} movements. {children}
    </Text>
  );
}
