import { formatRupees } from '../../../lib/format';
import { Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { creatorWalletQuery } from '../api/wallet-queries';
import { FigureCard } from '../../../components/figure-card';
import { TopUpButton } from './top-up-button';
import { WalletHistory } from './wallet-history';

export const WALLET_LOAD_FAILED = 'Failed to load wallet';

/** /creator/wallet: Available Balance, Total Spent, Pending Payouts, Top-Up Wallet and the history. */
export function CreatorWalletPage() {
  const wallet = useQuery(creatorWalletQuery());
  const data = wallet.data;
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Title order={1}>Creator Wallet</Title>
        <Button component={Link} to="/creator" variant="default">
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
            <FigureCard label="Available Balance" value={formatRupees(data.availableBalance)} hint="Ready to fund campaigns" />
            <FigureCard label="Total Spent" value={formatRupees(data.totalSpent)} hint="Paid out from your campaigns" />
            <FigureCard label="Pending Payouts" value={formatRupees(data.pendingPayouts)} hint="Estimated for clips awaiting your review" />
          </SimpleGrid>
          <Group>
            <TopUpButton label="Top-Up Wallet" />
          </Group>
          <WalletHistory transactions={data.transactions} />
        </Stack>
      )}
    </Container>
  );
}
