import { Alert, Text } from '@mantine/core';
import { ButtonLink } from './button-link';

type Props = {
  /** Waiting for an admin. */
  count: number;
  /** With the payout provider, not final yet. */
  sending: number;
  /** Returned by the payout provider (the money went back to the wallet). */
  returned: number;
};

const payoutsText = (sending: number, returned: number) =>
  `${sending} ${sending === 1 ? 'payout is' : 'payouts are'} on the way; ${returned} returned by the bank.`;

/**
 * How many clippers' withdrawals wait to be paid or rejected, on the dashboard, with the way to the queue; and, when
 * any payout went through a provider, how many are on the way and how many came back (docs/payouts.md#admin).
 */
export function WithdrawalsWaiting({ count, sending, returned }: Props) {
  const waiting =
    count === 0 ? 'No withdrawals wait' : `${count} ${count === 1 ? 'withdrawal waits' : 'withdrawals wait'}`;
  return (
    <Alert color={count === 0 ? 'gray' : 'yellow'} variant="light" aria-label="Withdrawals" title="Withdrawals">
      <Text size="sm">
        {waiting} to be paid or rejected.{' '}
        {count > 0 ? (
          <ButtonLink to="/admin/withdrawals" variant="subtle" size="xs">
            Open the withdrawal queue
          </ButtonLink>
        ) : null}
      </Text>
      {sending + returned > 0 ? (
        <Text size="sm">
          {payoutsText(sending, returned)}{' '}
          <ButtonLink to="/admin/payouts" variant="subtle" size="xs">
            Open payouts
          </ButtonLink>
        </Text>
      ) : null}
    </Alert>
  );
}
