import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@schemas/campaign';

/** active green, paused yellow, others grey (docs/product.md#entities-states-and-badges). */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const color = status === 'active' ? 'green' : status === 'paused' ? 'yellow' : 'gray';
  return <Badge color={color}>{status}</Badge>;
}
