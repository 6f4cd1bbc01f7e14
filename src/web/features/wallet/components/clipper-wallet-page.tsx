import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FigureCard } from '../../../components/figure-card';
import { formatRupees } from '../../../lib/format';
import { clipperWalletQuery } from '../api/wallet-queries';
import { WalletHistory } from './wallet-history';
import { WalletPageFrame } from './wallet-page-frame';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalRequests } from './withdrawal-requests';

/** /clipper/wallet: Total Earnings, Pending Earnings, Available to Withdraw, the withdraw form and requests. */
export function ClipperWalletPage() {
  const wallet = useQuery(clipperWalletQuery());
  const data = wallet.data;
  return (
    <WalletPageFrame
      title="Clipper Wallet"
      backTo="/dashboard"
      state={wallet.isPending ? 'pending' : data ? 'ready' : 'error'}
      onRetry={() => void wallet.refetch()}
    >
      {data ? (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FigureCard label="Total Earnings" value={formatRupees(data.totalEarnings)} hint="From approved clips, after the 12% fee" />
            <FigureCard label="Pending Earnings" value={formatRupees(data.pendingEarnings)} hint="Estimated from clips awaiting review" />
            <FigureCard label="Available to Withdraw" value={formatRupees(data.availableToWithdraw)} hint="Your wallet balance" />
          </SimpleGrid>
          <WithdrawForm availablePaise={data.availableToWithdraw} />
          <WithdrawalRequests withdrawals={data.withdrawals} />
          <WalletHistory transactions={data.transactions} />
        </Stack>
      ) : null}
    </WalletPageFrame>
  );
}
