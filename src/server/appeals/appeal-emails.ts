import type { RejectionReason } from '../../../schemas/clip';
import { formatRupees } from '../../../schemas/money';
import { translate } from '../i18n/catalogue';
import { reasonLabel, switchableBody } from '../mail/messages';
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
  const said = { clipper: appeal.clipperName, campaign: appeal.campaignTitle };
  return {
    kind: 'clip_appealed',
    recipientId: appeal.creatorId,
    eventKey: appeal.clipId,
    write: (locale) => ({
      subject: translate(locale, 'email.clipAppealedSubject', said),
      body: switchableBody(
        locale,
        translate(locale, 'email.clipAppealedBody', { ...said, reason: reasonLabel(locale, appeal.reason) }),
        translate(locale, 'email.clipAppealedMessage', { message: appeal.message }),
        translate(locale, 'email.clipAppealedAnswer'),
      ),
    }),
  };
}

/** Each recipient's words for each outcome: the clipper's own appeal, or their clipper's to the creator. */
const DECIDED = {
  clipper: {
    upheld: { subject: 'email.appealDecidedSubjectYoursUpheld', body: 'email.appealDecidedYoursUpheld' },
    overturned: { subject: 'email.appealDecidedSubjectYoursOverturned', body: 'email.appealDecidedYoursOverturned' },
  },
  creator: {
    upheld: { subject: 'email.appealDecidedSubjectTheirsUpheld', body: 'email.appealDecidedTheirsUpheld' },
    overturned: { subject: 'email.appealDecidedSubjectTheirsOverturned', body: 'email.appealDecidedTheirsOverturned' },
  },
} as const;

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
  const keys = DECIDED[decision.to][decision.outcome];
  const { note } = decision;
  const values = { campaign: decision.campaignTitle, net: formatRupees(decision.net) };
  return {
    kind: 'appeal_decided',
    recipientId: decision.recipientId,
    eventKey: decision.clipId,
    write: (locale) => ({
      subject: translate(locale, keys.subject, values),
      body: switchableBody(
        locale,
        translate(locale, keys.body, values),
        ...(note ? [translate(locale, 'email.appealDecidedNote', { note })] : []),
      ),
    }),
  };
}
