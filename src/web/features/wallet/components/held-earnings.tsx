import { Text, Title } from '@mantine/core';
import type { ClipperWallet } from '@schemas/wallet';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatRupees, heldUntilText } from '@web/lib/format';

type Hold = ClipperWallet['holds'][number];

const columns: StackedColumn<Hold>[] = [
  { header: 'Campaign', cell: (hold) => hold.campaignTitle.trim() || 'Unknown Campaign', primary: true },
  { header: 'Amount', cell: (hold) => formatRupees(hold.amount), numeric: true, nowrap: true },
  { header: 'Release', cell: (hold) => heldUntilText(hold.heldUntil) },
];

/**
 * Each approval still in its holdback (docs/trust.md#holdback): its campaign, amount and release date. It
 * reaches Available to Withdraw on that date, lowered first if YouTube's count falls meanwhile.
 */
export function HeldEarnings({ holds }: { holds: ClipperWallet['holds'] }) {
  return (
    <section aria-labelledby="held-earnings-title">
      <Title order={2} size="h3" mb="xs" id="held-earnings-title">
        Held Earnings
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Approved earnings are held for a few days before they can be withdrawn. If YouTube removes views meanwhile, the
        payout is lowered to the views that remain.
      </Text>
      {holds.length === 0 ? (
        <Text c="dimmed">Nothing held right now.</Text>
      ) : (
        <StackedTable columns={columns} rows={holds} rowKey={(hold) => hold.clipId} />
      )}
    </section>
  );
}
