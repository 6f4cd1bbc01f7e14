import { Alert, Text } from '@mantine/core';
import { t } from '@web/lib/i18n';
import { ButtonLink } from './button-link';

type Props = {
  /** Waiting for an admin. */
  count: number;
  /** With the payout provider, not final yet. */
  sending: number;
  /** Returned by the payout provider (the money went back to the wallet). */
  returned: number;
};

/**
 * How many clippers' withdrawals wait to be paid or rejected, on the dashboard, with the way to the queue; and, when
 * any payout went through a provider, how many are on the way and how many came back (docs/payouts.md#admin).
 */
export function WithdrawalsWaiting({ count, sending, returned }: Props) {
  const title = t('admin.withdrawalsTitle');
  return (
    <Alert color={count === 0 ? 'gray' : 'yellow'} variant="light" aria-label={title} title={title}>
      <Text size="sm">
        {t('admin.withdrawalsWaiting', { count })}{' '}
        {count > 0 ? (
          <ButtonLink to="/admin/withdrawals" variant="subtle" size="xs">
            {t('admin.openWithdrawalQueue')}
          </ButtonLink>
        ) : null}
      </Text>
      {sending + returned > 0 ? (
        <Text size="sm">
          {t('admin.payoutsOnTheWay', { sending, returned })}{' '}
          <ButtonLink to="/admin/payouts" variant="subtle" size="xs">
            {t('admin.openPayouts')}
          </ButtonLink>
        </Text>
      ) : null}
    </Alert>
  );
}
