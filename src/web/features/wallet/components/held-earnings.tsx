import { Text, Title } from '@mantine/core';
import type { ClipperWallet } from '@schemas/wallet';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatRupees, heldUntilText } from '@web/lib/format';
import { t } from '@web/lib/i18n';

type Hold = ClipperWallet['holds'][number];

/** The table's columns, their headers in the reader's language (built in render). */
const columns = (): StackedColumn<Hold>[] => [
  {
    header: t('wallet.colCampaign'),
    cell: (hold) => hold.campaignTitle.trim() || t('wallet.unknownCampaign'),
    primary: true,
  },
  { header: t('wallet.colAmount'), cell: (hold) => formatRupees(hold.amount), numeric: true, nowrap: true },
  { header: t('wallet.colRelease'), cell: (hold) => heldUntilText(hold.heldUntil) },
];

/**
 * Each approval still in its holdback (docs/trust.md#holdback): its campaign, amount and release date. It
 * reaches Available to Withdraw on that date, lowered first if YouTube's count falls meanwhile.
 */
export function HeldEarnings({ holds }: { holds: ClipperWallet['holds'] }) {
  return (
    <section aria-labelledby="held-earnings-title">
      <Title order={2} size="h3" mb="xs" id="held-earnings-title">
        {t('wallet.heldEarnings')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('wallet.heldEarningsIntro')}
      </Text>
      {holds.length === 0 ? (
        <Text c="dimmed">{t('wallet.nothingHeld')}</Text>
      ) : (
        <StackedTable columns={columns()} rows={holds} rowKey={(hold) => hold.clipId} />
      )}
    </section>
  );
}
