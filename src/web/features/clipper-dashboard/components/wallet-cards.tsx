import { Card, SimpleGrid, Text } from '@mantine/core';
import type { UserDashboard } from '../../../../../schemas/dashboard';
import { formatRupees } from '../../../lib/format';

function Figure({ label, paise, hint }: { label: string; paise: number; hint: string }) {
  return (
    <Card withBorder radius="md" padding="lg" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {formatRupees(paise)}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** Wallet Balance, Total Earned, Pending Amount. */
export function WalletCards({ wallet }: { wallet: UserDashboard['user']['wallet'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Figure label="Wallet Balance" paise={wallet.balance} hint="Available in your wallet" />
      <Figure label="Total Earned" paise={wallet.totalEarned} hint="After the 12% platform fee" />
      <Figure label="Pending Amount" paise={wallet.pendingAmount} hint="Estimated from clips awaiting review" />
    </SimpleGrid>
  );
}
