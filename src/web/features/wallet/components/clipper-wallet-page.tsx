import { formatRupees } from '../../../lib/format';
import { Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { clipperWalletQuery } from '../api/wallet-queries';
import { WALLET_LOAD_FAILED } from './creator-wallet-page';
import { FigureCard } from '../../../components/figure-card';
import { WalletHistory } from './wallet-history';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalRequests } from './withdrawal-requests';

/** /clipper/wallet: Total Earnings, Pending Earnings, Available to Withdraw, the withdraw form and requests. */
export function ClipperWalletPage() {
  const wallet = useQuery(clipperWalletQuery());
  const data = wallet.data;
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Title order={1}>Clipper Wallet</Title>
        <Button component={Link} to="/dashboard" variant="default">
          Back to Dashboard
        </Button>
      </Group>
      {wallet.isPending ? (
        <LoadingState text="Loading wallet..." />
      ) : !data ? (
        <ErrorState message={WALLET_LOAD_FAILED} onRetry={() => void wallet.refetch()} />
      ) : (
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
      )}
    </Container>
  );
}
