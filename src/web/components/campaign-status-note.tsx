import { Text } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';

export const PAUSED_NOTE = 'Paused by an admin: it takes no new participants or clips until an admin resumes it.';
export const CREATOR_PAUSED_NOTE = 'Paused by its creator: it takes no new participants or clips until they resume it.';
/** Said to the campaign's creator only: their own pause is theirs to lift. */
export const RESUME_HINT = 'Resume it to take new participants and clips again.';
export const COMPLETED_NOTE = 'Completed: its budget is spent, so it takes no new participants or clips.';
/** Said to the campaign's creator only: a completed campaign whose budget grows is active again. */
export const REOPEN_HINT = 'Raise its budget to reopen it.';

function noteOf({ status, pausedBy }: Pick<Campaign, 'status' | 'pausedBy'>, owner: boolean): string {
  if (status === 'paused') {
    if (pausedBy !== 'creator') return PAUSED_NOTE;
    return owner ? `${CREATOR_PAUSED_NOTE} ${RESUME_HINT}` : CREATOR_PAUSED_NOTE;
  }
  return owner ? `${COMPLETED_NOTE} ${REOPEN_HINT}` : COMPLETED_NOTE;
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
