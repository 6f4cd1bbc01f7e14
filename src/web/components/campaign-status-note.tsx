import { Text } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { t } from '../lib/i18n';

// The notes are docs/product.md's catalogue rows (pausedNote, creatorPausedNote, completedNote); the hints (resumeHint,
// reopenHint) are said to the campaign's creator only: their own pause is theirs to lift, and a completed campaign
// whose budget grows is active again.
function noteOf({ status, pausedBy }: Pick<Campaign, 'status' | 'pausedBy'>, owner: boolean): string {
  if (status === 'paused') {
    if (pausedBy !== 'creator') return t('pausedNote');
    return owner ? `${t('creatorPausedNote')} ${t('resumeHint')}` : t('creatorPausedNote');
  }
  return owner ? `${t('completedNote')} ${t('reopenHint')}` : t('completedNote');
}

/**
 * Why a campaign that is not active takes nothing new (docs/product.md#entities-states-and-badges): a pause (an
 * admin's, or its creator's own, docs/product.md#campaign-pause), or a budget spent. Nothing for an active campaign,
 * nor for an ended one: its budget need not be spent and no raise reopens it, its "Ended on" line says why.
 */
export function CampaignStatusNote({
  campaign,
  owner = false,
}: {
  campaign: Pick<Campaign, 'status' | 'pausedBy' | 'endedAt'>;
  owner?: boolean;
}) {
  if (campaign.status === 'active' || campaign.endedAt) return null;
  return (
    <Text size="sm" c="dimmed">
      {noteOf(campaign, owner)}
    </Text>
  );
}
