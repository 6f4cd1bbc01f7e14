import { SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { FigureCard } from '@web/components/figure-card';
import { VerifyEmailAlert } from '@web/components/verify-email-alert';
import { appConfigQuery } from '@web/lib/app-config-query';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { clipperWalletQuery } from '../api/wallet-queries';
import { HeldEarnings } from './held-earnings';
import { WalletHistory } from './wallet-history';
import { WalletPageFrame } from './wallet-page-frame';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalRequests } from './withdrawal-requests';
import { YearlyStatement } from './yearly-statement';
import { FEE_SHARE } from '@schemas/payout-math';

/**
 * What the route waits for (routes/clipper-wallet-screen.tsx): the wallet, and the server's settings for the
 * withdraw form's minimum (fetched once per visit to the app).
 */
export const ensureClipperWallet = (client: QueryClient) =>
  Promise.all([client.ensureQueryData(clipperWalletQuery()), client.ensureQueryData(appConfigQuery())]);

/**
 * /clipper/wallet: Total Earnings, Pending Earnings, Held Earnings, Available to Withdraw (released money
 * only), the withdraw form, the holds with their release dates, requests, the yearly statement and history.
 */
export function ClipperWalletPage() {
  // The route waited for both: here they are always there.
  const { data } = useSuspenseQuery(clipperWalletQuery());
  const { data: config } = useSuspenseQuery(appConfigQuery());
  return (
    <WalletPageFrame title={t('wallet.clipperWalletTitle')} backTo="/dashboard">
      <Stack gap="xl">
        <VerifyEmailAlert />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <FigureCard
            label={t('wallet.totalEarnings')}
            value={formatRupees(data.totalEarnings)}
            hint={t('wallet.totalEarningsHint', { fee: FEE_SHARE })}
          />
          <FigureCard
            label={t('wallet.pendingEarnings')}
            value={formatRupees(data.pendingEarnings)}
            hint={t('wallet.pendingEarningsHint')}
          />
          <FigureCard
            label={t('wallet.heldEarnings')}
            value={formatRupees(data.heldEarnings)}
            hint={t('wallet.heldEarningsHint')}
          />
          <FigureCard
            label={t('wallet.availableToWithdraw')}
            value={formatRupees(data.availableToWithdraw)}
            hint={t('wallet.availableToWithdrawHint')}
          />
        </SimpleGrid>
        <WithdrawForm availablePaise={data.availableToWithdraw} minPaise={config.payouts.minWithdrawal} />
        <HeldEarnings holds={data.holds} />
        <WithdrawalRequests withdrawals={data.withdrawals} />
        <YearlyStatement />
        <WalletHistory transactions={data.transactions} />
      </Stack>
    </WalletPageFrame>
  );
}
