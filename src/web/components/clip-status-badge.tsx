import { Badge } from '@mantine/core';
import type { Clip } from '@schemas/clip';
import { t } from '../lib/i18n';

/** approved, pending ('Pending Review'), anything else rejected (docs/product.md#entities-states-and-badges). */
export function ClipStatusBadge({ status }: { status: Clip['status'] }) {
  if (status === 'approved')
    return (
      <Badge color="green" miw="max-content">
        {t('common.clipApproved')}
      </Badge>
    );
  if (status === 'pending')
    return (
      <Badge color="yellow" miw="max-content">
        {t('common.clipPendingReview')}
      </Badge>
    );
  return (
    <Badge color="red" miw="max-content">
      {t('common.clipRejected')}
    </Badge>
  );
}
