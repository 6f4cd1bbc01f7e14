import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '@web/lib/i18n';
import { reviewQueueCountQuery } from '../api/review-queue';
import { ButtonLink } from './button-link';

/** How many clips wait in the review queue, on the dashboard; a failure to count hides it (the queue's screen says why). */
export function ReviewQueueCount() {
  const queue = useQuery(reviewQueueCountQuery());
  if (!queue.data) return null;
  const { count, more } = queue.data;
  const title = t('admin.reviewQueueTitle');
  return (
    <Alert color={count === 0 ? 'gray' : 'yellow'} variant="light" aria-label={title} title={title}>
      <Text size="sm">
        {more ? t('admin.reviewQueueWaitingMore', { count }) : t('admin.reviewQueueWaiting', { count })}{' '}
        {count > 0 ? (
          <ButtonLink to="/admin/review-queue" variant="subtle" size="xs">
            {t('admin.openReviewQueue')}
          </ButtonLink>
        ) : null}
      </Text>
    </Alert>
  );
}
