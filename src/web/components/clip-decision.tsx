import { Text } from '@mantine/core';
import type { Clip } from '@schemas/clip';
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

export function ClipDecision({ clip }: { clip: DecisionFields }) {
  const text = clipDecisionText(clip);
  if (text === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="clip-decision" maw={420}>
      {text}
    </Text>
  );
}
