import { Badge } from '@mantine/core';
import type { WebMessageKey } from '@messages/keys';
import type { CampaignStatus } from '@schemas/campaign';
import { t } from '../lib/i18n';

const statusWords: Readonly<Record<CampaignStatus, WebMessageKey>> = {
  active: 'common.campaignStatusActive',
  paused: 'common.campaignStatusPaused',
  completed: 'common.campaignStatusCompleted',
};

/** active green, paused yellow, others grey (docs/product.md#entities-states-and-badges). */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const color = status === 'active' ? 'green' : status === 'paused' ? 'yellow' : 'gray';
  return <Badge color={color}>{t(statusWords[status])}</Badge>;
}
