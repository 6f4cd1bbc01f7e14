import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FigureCard } from '@web/components/figure-card';
import { VerifyEmailAlert } from '@web/components/verify-email-alert';
import { formatRupees } from '@web/lib/format';
import { creatorWalletQuery } from '../api/wallet-queries';
import { TopUpButton } from './top-up-button';
import { WalletHistory } from './wallet-history';
import { WalletPageFrame } from './wallet-page-frame';

/** /creator/wallet: Available Balance, Total Spent, Pending Payouts, Top-Up Wallet and the history. */
export function CreatorWalletPage() {
  // The route waited for it: here it is always there.
  const { data } = useSuspenseQuery(creatorWalletQuery());
  return (
    <WalletPageFrame title="Creator Wallet" backTo="/creator">
      <Stack gap="xl">
        <VerifyEmailAlert />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FigureCard
            label="Available Balance"
            value={formatRupees(data.availableBalance)}
            hint="Ready to fund campaigns"
          />
          <FigureCard label="Total Spent" value={formatRupees(data.totalSpent)} hint="Paid out from your campaigns" />
          <FigureCard
            label="Pending Payouts"
            value={formatRupees(data.pendingPayouts)}
            hint="Estimated for clips awaiting your review"
          />
        </SimpleGrid>
        <Group>
          <TopUpButton label="Top-Up Wallet" />
        </Group>
        <WalletHistory transactions={data.transactions} />
      </Stack>
    </WalletPageFrame>
  );
}
