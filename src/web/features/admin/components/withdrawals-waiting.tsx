import { Alert, Text } from '@mantine/core';
import { ButtonLink } from './button-link';

/** How many clippers' withdrawals wait to be paid or rejected, on the dashboard, with the way to the queue. */
export function WithdrawalsWaiting({ count }: { count: number }) {
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
    </Alert>
  );
}
