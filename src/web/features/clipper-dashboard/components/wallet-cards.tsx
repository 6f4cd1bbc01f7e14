import { SimpleGrid } from '@mantine/core';
import type { UserDashboard } from '@schemas/dashboard';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { FEE_SHARE } from '@schemas/payout-math';

/** Wallet Balance (released, withdrawable), Held (approved, in the holdback), Total Earned, Pending Amount. */
export function WalletCards({ wallet }: { wallet: UserDashboard['user']['wallet'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <FigureCard
        label={t('dashboards.walletBalance')}
        value={formatRupees(wallet.balance)}
        hint={t('dashboards.walletBalanceHint')}
      />
      <FigureCard label={t('dashboards.held')} value={formatRupees(wallet.held)} hint={t('dashboards.heldHint')} />
      <FigureCard
        label={t('dashboards.totalEarned')}
        value={formatRupees(wallet.totalEarned)}
        hint={t('dashboards.totalEarnedHint', { fee: FEE_SHARE })}
      />
      <FigureCard
        label={t('dashboards.pendingAmount')}
        value={formatRupees(wallet.pendingAmount)}
        hint={t('dashboards.pendingAmountHint')}
      />
    </SimpleGrid>
  );
}
