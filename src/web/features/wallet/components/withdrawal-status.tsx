import { Badge, Stack, Text } from '@mantine/core';
import type { Withdrawal } from '@schemas/wallet';
import type { StackedColumn } from '@web/components/stacked-table';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { sayStored } from '@web/lib/stored-words';
import { returnedText, withdrawalHoldText, withdrawalStatusColor, withdrawalStatusLabel } from './labels';

type Props = {
  withdrawal: Withdrawal;
  /** The admin's queue: the clipper's wallet is "the clipper's", and the provider's refusal of a send is shown too. */
  forAdmin?: boolean;
};

/**
 * A withdrawal's status badge with the line that explains it: why a requested one waits, that a sending one is
 * queued at the bank, why a returned one came back (docs/payouts.md#states).
 */
export function WithdrawalStatus({ withdrawal: w, forAdmin = false }: Props) {
  const notes: string[] = [];
  if (w.status === 'requested' && w.holdReason) notes.push(withdrawalHoldText(w.holdReason));
  if (w.status === 'requested' && forAdmin && w.returnReason)
    notes.push(t('wallet.whyNote', { reason: w.returnReason }));
  if (w.status === 'sending' && w.payoutState === 'queued') notes.push(t('wallet.queuedAtBank'));
  if (w.status === 'returned') notes.push(returnedText(sayStored(w.returnReasonSaid, w.returnReason ?? ''), forAdmin));
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={withdrawalStatusColor[w.status]} variant="light">
        {withdrawalStatusLabel(w.status)}
      </Badge>
      {notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A paid withdrawal's reference and when it was paid. A provider's payout (it has a payout id) carries the bank's
 * UTR; a reference an admin typed for a payment by hand is shown as typed.
 */
export function WithdrawalReference({ withdrawal: w }: { withdrawal: Withdrawal }) {
  if (w.status !== 'paid' || !w.reference) return <>{w.reference ?? '—'}</>;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{w.payoutId ? t('wallet.utrReference', { reference: w.reference }) : w.reference}</Text>
      {w.processedAt ? (
        <Text size="xs" c="dimmed">
          {t('wallet.paidAt', { date: formatDateTime(w.processedAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Who asked for a withdrawal, in the admin's tables: their name, their email beneath (a function: words in render). */
export const withdrawalClipperColumn = (): StackedColumn<Withdrawal> => ({
  header: t('wallet.colClipper'),
  cell: (w) => (
    <>
      <Text size="sm">{w.user.name.trim() || t('wallet.unknownUser')}</Text>
      <Text size="xs" c="dimmed">
        {w.user.email}
      </Text>
    </>
  ),
  primary: true,
});
