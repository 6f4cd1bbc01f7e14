import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FigureCard } from '@web/components/figure-card';
import { VerifyEmailAlert } from '@web/components/verify-email-alert';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { creatorWalletQuery } from '../api/wallet-queries';
import { TopUpButton } from './top-up-button';
import { WalletHistory } from './wallet-history';
import { WalletPageFrame } from './wallet-page-frame';

/** /creator/wallet: Available Balance, Total Spent, Pending Payouts, Top-Up Wallet and the history. */
export function CreatorWalletPage() {
  // The route waited for it: here it is always there.
  const { data } = useSuspenseQuery(creatorWalletQuery());
  return (
    <WalletPageFrame title={t('wallet.creatorWalletTitle')} backTo="/creator">
      <Stack gap="xl">
        <VerifyEmailAlert />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FigureCard
            label={t('wallet.availableBalance')}
            value={formatRupees(data.availableBalance)}
            hint={t('wallet.availableBalanceHint')}
          />
          <FigureCard
            label={t('wallet.totalSpent')}
            value={formatRupees(data.totalSpent)}
            hint={t('wallet.totalSpentHint')}
          />
          <FigureCard
            label={t('wallet.pendingPayouts')}
            value={formatRupees(data.pendingPayouts)}
            hint={t('wallet.pendingPayoutsHint')}
          />
        </SimpleGrid>
        <Group>
          <TopUpButton label={t('wallet.topUpWalletButton')} />
        </Group>
        <WalletHistory transactions={data.transactions} />
      </Stack>
    </WalletPageFrame>
  );
}
