import { SimpleGrid } from '@mantine/core';
import type { AdminStats } from '@schemas/admin';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

type Figure = { label: string; value: string; hint: string };

function figures(stats: AdminStats): Figure[] {
  return [
    { label: 'Creators', value: String(stats.creatorsCount), hint: 'Campaign creators signed up' },
    {
      label: 'Clippers',
      value: String(stats.clippersCount),
      hint: 'Clippers signed up (they join campaigns and submit clips)',
    },
    { label: 'Campaigns', value: String(stats.campaignsCount), hint: 'Live campaigns (not deleted)' },
    { label: 'Money In', value: formatRupees(stats.totalMoneyIn), hint: 'Verified wallet top-ups' },
    {
      label: 'Payouts Out',
      value: formatRupees(stats.totalPayoutsOut),
      hint: `Paid to clippers (${CLIPPER_SHARE} of approved payouts)`,
    },
    {
      label: 'Admin Balance',
      value: formatRupees(stats.adminWalletBalance),
      // The balance alone forgets withdrawn fees; the hint keeps what the platform earned in view.
      hint: `Fees not yet withdrawn: ${formatRupees(stats.totalFeesEarned)} earned in ${FEE_SHARE} fees, ${formatRupees(stats.totalFeesWithdrawn)} withdrawn`,
    },
  ];
}

/** The six platform figures (docs/product.md#screens-and-routes), each saying what it counts. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {figures(stats).map((f) => (
        <FigureCard key={f.label} label={f.label} value={f.value} hint={f.hint} />
      ))}
    </SimpleGrid>
  );
}
