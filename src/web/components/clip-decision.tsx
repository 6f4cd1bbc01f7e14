import { Stack, Text } from '@mantine/core';
import {
  REJECTION_REASON_LABELS,
  type AppealStatus,
  type Clip,
  type ClipAppeal,
  type ClipRejection,
} from '@schemas/clip';
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

const APPEAL_STATUS: Readonly<Record<AppealStatus, string>> = {
  open: 'Appeal: open — waiting for an admin.',
  upheld: 'Appeal upheld: the rejection stands.',
  overturned: 'Appeal overturned: the clip was approved.',
};

/** What each side said in an appeal: the clipper's message, the creator's answer and the admin's note, when given. */
export function appealWords(appeal: ClipAppeal): string[] {
  return [
    `Clipper's message: ${appeal.message}`,
    ...(appeal.answer === null ? [] : [`Creator's answer: ${appeal.answer}`]),
    ...(appeal.decisionNote === null ? [] : [`Admin's note: ${appeal.decisionNote}`]),
  ];
}

/** An appeal of the rejection, compactly: where it stands, then what each side said (docs/product.md#appeals). */
export function clipAppealText(appeal: ClipAppeal): string[] {
  return [APPEAL_STATUS[appeal.status], ...appealWords(appeal)];
}

function AppealHistory({ appeal }: { appeal: ClipAppeal }) {
  const [status, ...words] = clipAppealText(appeal);
  return (
    <Stack gap={0} data-testid="clip-appeal" maw={420}>
      <Text size="xs" fw={600}>
        {status}
      </Text>
      {words.map((line) => (
        <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function ClipDecision({ clip }: { clip: DecisionFields & Pick<Clip, 'rejection' | 'appeal'> }) {
  const text = clipDecisionText(clip);
  return (
    <>
      {clip.rejection ? (
        <Text size="xs" data-testid="clip-rejection" maw={420}>
          {clipRejectionText(clip.rejection)}
        </Text>
      ) : null}
      {clip.appeal ? <AppealHistory appeal={clip.appeal} /> : null}
      {text === null ? null : (
        <Text size="xs" c="dimmed" data-testid="clip-decision" maw={420}>
          {text}
        </Text>
      )}
    </>
  );
}
