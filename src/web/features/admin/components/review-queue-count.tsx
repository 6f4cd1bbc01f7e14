import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reviewQueueCountQuery } from '../api/review-queue';
import { ButtonLink } from './button-link';

/** How many clips wait in the review queue, on the dashboard; a failure to count hides it (the queue's screen says why). */
export function ReviewQueueCount() {
  const queue = useQuery(reviewQueueCountQuery());
  if (!queue.data) return null;
  const { count, more } = queue.data;
  const waiting =
    count === 0 ? 'No clips wait' : `${count}${more ? '+' : ''} ${count === 1 && !more ? 'clip waits' : 'clips wait'}`;
  return (
    <Alert color={count === 0 ? 'gray' : 'yellow'} variant="light" aria-label="Review queue" title="Review queue">
      <Text size="sm">
        {waiting} for an admin decision after their review deadline.{' '}
        {count > 0 ? (
          <ButtonLink to="/admin/review-queue" variant="subtle" size="xs">
            Open the review queue
          </ButtonLink>
        ) : null}
      </Text>
    </Alert>
  );
}
