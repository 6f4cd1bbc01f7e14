import { SimpleGrid } from '@mantine/core';
import type { UserDashboard } from '@schemas/dashboard';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';
import { FEE_SHARE } from '@schemas/payout-math';

/** Wallet Balance (released, withdrawable), Held (approved, in the holdback), Total Earned, Pending Amount. */
export function WalletCards({ wallet }: { wallet: UserDashboard['user']['wallet'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <FigureCard label="Wallet Balance" value={formatRupees(wallet.balance)} hint="Released, ready to withdraw" />
      <FigureCard label="Held" value={formatRupees(wallet.held)} hint="Approved, released after the holdback" />
      <FigureCard
        label="Total Earned"
        value={formatRupees(wallet.totalEarned)}
        hint={`After the ${FEE_SHARE} platform fee`}
      />
      <FigureCard
        label="Pending Amount"
        value={formatRupees(wallet.pendingAmount)}
        hint="Estimated from clips awaiting review"
      />
    </SimpleGrid>
  );
}
