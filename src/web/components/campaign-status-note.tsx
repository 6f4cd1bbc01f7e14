import { Text } from '@mantine/core';
import type { CampaignStatus } from '@schemas/campaign';

export const PAUSED_NOTE = 'Paused by an admin: it takes no new participants or clips until an admin resumes it.';
export const COMPLETED_NOTE = 'Completed: its budget is spent, so it takes no new participants or clips.';
/** Said to the campaign's creator only: a completed campaign whose budget grows is active again. */
export const REOPEN_HINT = 'Raise its budget to reopen it.';

/**
 * Why a campaign that is not active takes nothing new (docs/product.md#entities-states-and-badges): an admin's pause,
 * or a budget spent. Nothing for an active campaign.
 */
export function CampaignStatusNote({ status, owner = false }: { status: CampaignStatus; owner?: boolean }) {
  if (status === 'active') return null;
  const note = status === 'paused' ? PAUSED_NOTE : owner ? `${COMPLETED_NOTE} ${REOPEN_HINT}` : COMPLETED_NOTE;
  return (
    <Text size="sm" c="dimmed">
      {note}
    </Text>
  );
}
