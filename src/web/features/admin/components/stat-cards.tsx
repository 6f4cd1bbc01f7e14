import { SimpleGrid } from '@mantine/core';
import type { AdminStats } from '@schemas/admin';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

type Figure = { id: string; label: string; value: string; hint: string };

function figures(stats: AdminStats): Figure[] {
  return [
    {
      id: 'creators',
      label: t('admin.creators'),
      value: String(stats.creatorsCount),
      hint: t('admin.statCreatorsHint'),
    },
    {
      id: 'clippers',
      label: t('admin.clippers'),
      value: String(stats.clippersCount),
      hint: t('admin.statClippersHint'),
    },
    {
      id: 'campaigns',
      label: t('admin.campaignsTitle'),
      value: String(stats.campaignsCount),
      hint: t('admin.statCampaignsHint'),
    },
    {
      id: 'money-in',
      label: t('admin.statMoneyIn'),
      value: formatRupees(stats.totalMoneyIn),
      hint: t('admin.statMoneyInHint'),
    },
    {
      id: 'payouts-out',
      label: t('admin.statPayoutsOut'),
      value: formatRupees(stats.totalPayoutsOut),
      hint: t('admin.statPayoutsOutHint', { clipperShare: CLIPPER_SHARE }),
    },
    {
      id: 'admin-balance',
      label: t('admin.statAdminBalance'),
      value: formatRupees(stats.adminWalletBalance),
      // The balance alone forgets withdrawn fees; the hint keeps what the platform earned in view.
      hint: t('admin.statAdminBalanceHint', {
        earned: formatRupees(stats.totalFeesEarned),
        feeShare: FEE_SHARE,
        withdrawn: formatRupees(stats.totalFeesWithdrawn),
      }),
    },
  ];
}

/** The six platform figures (docs/product.md#screens-and-routes), each saying what it counts. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {figures(stats).map((f) => (
        <FigureCard key={f.id} label={f.label} value={f.value} hint={f.hint} />
      ))}
    </SimpleGrid>
  );
}
