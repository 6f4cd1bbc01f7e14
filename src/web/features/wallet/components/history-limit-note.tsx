import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WALLET_HISTORY_LIMIT } from '@schemas/wallet';
import { t } from '@web/lib/i18n';

/** Said under a wallet history that reached the server's limit, so a full page is not taken for everything. */
export function HistoryLimitNote({ count, children }: { count: number; children?: ReactNode }) {
  if (count < WALLET_HISTORY_LIMIT) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {t('wallet.historyLimit', { limit: WALLET_HISTORY_LIMIT })} {children}
    </Text>
  );
}
