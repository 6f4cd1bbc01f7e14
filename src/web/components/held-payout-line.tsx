import { Text } from '@mantine/core';
import type { Clip } from '@schemas/clip';
import { formatDate, formatRupees } from '../lib/format';
import { t } from '../lib/i18n';
import { decisionReasonText } from './clip-decision';

type HoldFields = Pick<
  Clip,
  'status' | 'earnings' | 'heldUntil' | 'releasedAt' | 'decidedBy' | 'decisionReason' | 'decisionReasonSaid'
>;

/**
 * "₹362.08 held until 30 Nov 2026", then "₹362.08 released"; null for a clip never held, and for one whose payout
 * was lowered to nothing (its video gone from YouTube): nothing is held, and its reason says why.
 */
export function heldPayoutText(clip: HoldFields): string | null {
  if (clip.status !== 'approved' || clip.heldUntil === null || clip.earnings === 0) return null;
  const amount = formatRupees(clip.earnings);
  if (clip.releasedAt !== null) return t('common.heldPayoutReleased', { amount });
  return t('common.heldPayoutHeld', { amount, date: formatDate(clip.heldUntil) });
}

/**
 * A held approval's state on the clipper's clip (docs/trust.md#holdback). A payout lowered during the holdback
 * says why here when the creator approved it; rule and admin decisions already show their reason beside it.
 */
export function HeldPayoutLine({ clip }: { clip: HoldFields }) {
  if (clip.status !== 'approved' || clip.heldUntil === null) return null;
  const text = heldPayoutText(clip);
  return (
    <>
      {text === null ? null : (
        <Text size="xs" c={clip.releasedAt === null ? 'orange' : 'green'} fw={500} data-testid="held-payout">
          {text}
        </Text>
      )}
      {clip.decidedBy === 'creator' && clip.decisionReason ? (
        <Text size="xs" c="dimmed" maw={420}>
          {decisionReasonText(clip)}
        </Text>
      ) : null}
    </>
  );
}
