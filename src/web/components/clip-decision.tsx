import { Stack, Text } from '@mantine/core';
import type { WebMessageKey } from '@messages/keys';
import type { AppealStatus, Clip, ClipAppeal, ClipRejection, RejectionReason } from '@schemas/clip';
import { formatDateTime } from '../lib/format';
import { t } from '../lib/i18n';
import { sayStored } from '../lib/stored-words';

type DecisionFields = Pick<
  Clip,
  'status' | 'reviewDeadline' | 'decidedBy' | 'decisionReason' | 'decisionReasonSaid' | 'escalatedAt'
>;

/**
 * Who decides a clip and why, the same for its clipper and its creator (docs/trust.md#review-deadline): a
 * pending clip shows its review deadline, or that it waits for an admin and why; a clip decided by the rule or
 * an admin shows who and the reason. A creator's own decision needs no explanation, so it shows nothing.
 */
export function clipDecisionText(clip: DecisionFields): string | null {
  if (clip.status === 'pending') {
    if (clip.escalatedAt !== null)
      return clip.decisionReason === null ? t('common.waitingForAdmin') : decisionReasonText(clip);
    return t('common.reviewDueBy', { when: formatDateTime(clip.reviewDeadline) });
  }
  const reason = decisionReasonText(clip);
  if (clip.decidedBy === 'rule') return t('common.decidedAutomatically', { reason }).trim();
  if (clip.decidedBy === 'admin') return t('common.decidedByAdmin', { reason }).trim();
  return null;
}

/** The reason the server kept for the decision, in the reader's language (docs/languages.md "Stored texts"). */
export const decisionReasonText = (clip: Pick<Clip, 'decisionReason' | 'decisionReasonSaid'>): string =>
  sayStored(clip.decisionReasonSaid, clip.decisionReason ?? '');

// The rejection reasons' names by code, in the reader's language (schemas/clip.ts names them in English for the server).
const REASON_WORDS: Readonly<Record<RejectionReason, WebMessageKey>> = {
  not_my_content: 'common.rejectionNotMyContent',
  requirements_not_met: 'common.rejectionRequirementsNotMet',
  inauthentic_views: 'common.rejectionInauthenticViews',
  duplicate: 'common.rejectionDuplicate',
  video_unavailable: 'common.rejectionVideoUnavailable',
  other: 'common.rejectionOther',
};

/** A rejection reason's name, as the reject dialog's list and the rejected clip say it. */
export const rejectionReasonLabel = (reason: RejectionReason): string => t(REASON_WORDS[reason]);

/** A rejection's reason, as the list names it, and the note given with it (docs/product.md#clip-review). */
export function clipRejectionText(rejection: ClipRejection): string {
  const reason = rejectionReasonLabel(rejection.reason);
  return rejection.note
    ? t('common.rejectionWithNote', { reason, note: sayStored(rejection.noteSaid, rejection.note) })
    : t('common.rejection', { reason });
}

const APPEAL_STATUS: Readonly<Record<AppealStatus, WebMessageKey>> = {
  open: 'common.appealOpen',
  upheld: 'common.appealUpheldStatus',
  overturned: 'common.appealOverturnedStatus',
};

/** What each side said in an appeal: the clipper's message, the creator's answer and the admin's note, when given. */
export function appealWords(appeal: ClipAppeal): string[] {
  return [
    t('common.clipperMessage', { message: appeal.message }),
    ...(appeal.answer === null ? [] : [t('common.creatorAnswer', { answer: appeal.answer })]),
    ...(appeal.decisionNote === null ? [] : [t('common.adminNote', { note: appeal.decisionNote })]),
  ];
}

/** An appeal of the rejection, compactly: where it stands, then what each side said (docs/product.md#appeals). */
export function clipAppealText(appeal: ClipAppeal): string[] {
  return [t(APPEAL_STATUS[appeal.status]), ...appealWords(appeal)];
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
