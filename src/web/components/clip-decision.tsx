import { Text } from '@mantine/core';
import { REJECTION_REASON_LABELS, type Clip, type ClipRejection } from '@schemas/clip';
import { formatDateTime } from '../lib/format';

type DecisionFields = Pick<Clip, 'status' | 'reviewDeadline' | 'decidedBy' | 'decisionReason' | 'escalatedAt'>;

/**
 * Who decides a clip and why, the same for its clipper and its creator (docs/trust.md#review-deadline): a
 * pending clip shows its review deadline, or that it waits for an admin and why; a clip decided by the rule or
 * an admin shows who and the reason. A creator's own decision needs no explanation, so it shows nothing.
 */
export function clipDecisionText(clip: DecisionFields): string | null {
  if (clip.status === 'pending') {
    if (clip.escalatedAt !== null) return clip.decisionReason ?? 'Waiting for an admin: not reviewed in time.';
    return `Review due by ${formatDateTime(clip.reviewDeadline)}; after that a rule decides.`;
  }
  if (clip.decidedBy === 'rule') return `Decided automatically. ${clip.decisionReason ?? ''}`.trim();
  if (clip.decidedBy === 'admin') return `Decided by an admin. ${clip.decisionReason ?? ''}`.trim();
  return null;
}

/** A rejection's reason, as the list names it, and the note given with it (docs/product.md#clip-review). */
export function clipRejectionText(rejection: ClipRejection): string {
  const reason = `Reason: ${REJECTION_REASON_LABELS[rejection.reason]}.`;
  return rejection.note ? `${reason} Note: ${rejection.note}` : reason;
}

export function ClipDecision({ clip }: { clip: DecisionFields & Pick<Clip, 'rejection'> }) {
  const text = clipDecisionText(clip);
  return (
    <>
      {clip.rejection ? (
        <Text size="xs" data-testid="clip-rejection" maw={420}>
          {clipRejectionText(clip.rejection)}
        </Text>
      ) : null}
      {text === null ? null : (
        <Text size="xs" c="dimmed" data-testid="clip-decision" maw={420}>
          {text}
        </Text>
      )}
    </>
  );
}
