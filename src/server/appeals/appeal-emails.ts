import { REJECTION_REASON_LABELS, type RejectionReason } from '../../../schemas/clip';
import { formatRupees } from '../../../schemas/money';
import { SIGN_OFF } from '../mail/messages';
import type { Email } from '../mail/outbox';

/** The creator is told of an appeal of their rejection, and that they may answer it once. */
export function clipAppealed(appeal: {
  clipId: string;
  creatorId: string;
  campaignTitle: string;
  clipperName: string;
  reason: RejectionReason;
  message: string;
}): Email {
  return {
    kind: 'clip_appealed',
    recipientId: appeal.creatorId,
    eventKey: appeal.clipId,
    subject: `${appeal.clipperName} appealed your rejection on "${appeal.campaignTitle}"`,
    body:
      `${appeal.clipperName} appealed your rejection of their clip on "${appeal.campaignTitle}" ` +
      `(${REJECTION_REASON_LABELS[appeal.reason]}).\n\nTheir message: ${appeal.message}\n\n` +
      `An admin decides it. You may answer it once, from Appeals on Pending Reviews, before they do.` +
      SIGN_OFF,
  };
}

/** What an admin decided on an appeal, to the clipper and to the creator, each in their own words. */
export function appealDecided(decision: {
  clipId: string;
  recipientId: string;
  /** Whose appeal it is to this recipient: theirs (the clipper) or their clipper's (the creator). */
  to: 'clipper' | 'creator';
  campaignTitle: string;
  outcome: 'upheld' | 'overturned';
  note: string | null;
  /** What the clipper earns (net) when overturned. */
  net: number;
}): Email {
  const whose = decision.to === 'clipper' ? 'Your appeal' : 'The appeal';
  const what =
    decision.outcome === 'upheld'
      ? 'The rejection stands; this decision is final.'
      : decision.to === 'clipper'
        ? `The clip is approved and you earn ${formatRupees(decision.net)}.`
        : `The clip is approved and paid from the campaign's escrow (${formatRupees(decision.net)} to the clipper).`;
  return {
    kind: 'appeal_decided',
    recipientId: decision.recipientId,
    eventKey: decision.clipId,
    subject: `${whose} on "${decision.campaignTitle}" was ${decision.outcome}`,
    body:
      `${whose} of the rejected clip on "${decision.campaignTitle}" was ${decision.outcome} by an admin. ${what}` +
      (decision.note ? `\n\nThe admin's note: ${decision.note}` : '') +
      SIGN_OFF,
  };
}
