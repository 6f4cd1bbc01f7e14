import { SimpleGrid } from '@mantine/core';
import type { UserDashboard } from '../../../../../schemas/dashboard';
import { FigureCard } from '../../../components/figure-card';
import { formatRupees } from '../../../lib/format';

/** Wallet Balance, Total Earned, Pending Amount. */
export function WalletCards({ wallet }: { wallet: UserDashboard['user']['wallet'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <FigureCard label="Wallet Balance" value={formatRupees(wallet.balance)} hint="Available in your wallet" />
      <FigureCard label="Total Earned" value={formatRupees(wallet.totalEarned)} hint="After the 12% platform fee" />
      <FigureCard label="Pending Amount" value={formatRupees(wallet.pendingAmount)} hint="Estimated from clips awaiting review" />
    </SimpleGrid>
  );
}
