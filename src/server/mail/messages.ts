import type { MessageKey } from '../../../messages/keys';
import type { RejectionReason } from '../../../schemas/clip';
import type { Locale } from '../../../schemas/locale';
import { formatRupees } from '../../../schemas/money';
import { sayWords, translate, type Words } from '../i18n/catalogue';
import type { Email } from './outbox';

/**
 * The text of each email, rendered when its event happens (the amounts are the ones that moved then), in each
 * language: the outbox keeps the one its recipient reads (docs/languages.md). Plain text: every mail client shows it,
 * and nothing in it is markup a name could break.
 */

/** The paragraphs of an email's body, then the sign-off of the emails a person can turn off. */
export const switchableBody = (locale: Locale, ...paragraphs: string[]) =>
  [...paragraphs, translate(locale, 'email.signOffSwitchable')].join('\n\n');

/** Text a decision stored: a catalogue key said in `locale`, or words as they were written. */
export const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A rejection reason as the emails and notifications name it. */
export function reasonLabel(locale: Locale, reason: RejectionReason): string {
  const keys = {
    not_my_content: 'email.reasonNotMyContent',
    requirements_not_met: 'email.reasonRequirementsNotMet',
    inauthentic_views: 'email.reasonInauthenticViews',
    duplicate: 'email.reasonDuplicate',
    video_unavailable: 'email.reasonVideoUnavailable',
    other: 'email.reasonOther',
  } as const;
  return translate(locale, keys[reason]);
}

export function clipAwaitingReview(clip: {
  id: string;
  creatorId: string;
  campaignTitle: string;
  clipperName: string;
  youtubeLink: string;
  reviewDeadline: Date;
}): Email {
  const campaign = clip.campaignTitle;
  return {
    kind: 'clip_awaiting_review',
    recipientId: clip.creatorId,
    eventKey: clip.id,
    write: (locale) => ({
      subject: translate(locale, 'email.clipAwaitingReviewSubject', { campaign }),
      body: switchableBody(
        locale,
        translate(locale, 'email.clipAwaitingReviewSubmitted', {
          clipper: clip.clipperName,
          campaign,
          link: clip.youtubeLink,
        }),
        translate(locale, 'email.clipAwaitingReviewDeadline', { deadline: when(clip.reviewDeadline) }),
      ),
    }),
  };
}

export function clipApproved(clip: {
  id: string;
  clipperId: string;
  campaignTitle: string;
  views: number;
  gross: number;
  fee: number;
  net: number;
  heldUntil: Date | null;
}): Email {
  const campaign = clip.campaignTitle;
  const money = { net: formatRupees(clip.net), gross: formatRupees(clip.gross), fee: formatRupees(clip.fee) };
  return {
    kind: 'clip_approved',
    recipientId: clip.clipperId,
    eventKey: clip.id,
    write: (locale) => ({
      subject: translate(locale, 'email.clipApprovedSubject', { campaign, net: money.net }),
      body: switchableBody(
        locale,
        translate(locale, 'email.clipApprovedViews', { campaign, views: clip.views }),
        clip.heldUntil
          ? translate(locale, 'email.clipApprovedEarnedHeld', { ...money, until: when(clip.heldUntil) })
          : translate(locale, 'email.clipApprovedEarnedNow', money),
      ),
    }),
  };
}

export function clipRejected(clip: {
  id: string;
  clipperId: string;
  campaignTitle: string;
  /** The reason from the list, and the note given with it. */
  rejection: { reason: RejectionReason; note: string | null };
  /** An automatic decision's explanation (the deadline rule's), if any. */
  explanation: Words | null;
}): Email {
  const campaign = clip.campaignTitle;
  const { note } = clip.rejection;
  return {
    kind: 'clip_rejected',
    recipientId: clip.clipperId,
    eventKey: clip.id,
    write: (locale) => {
      const reason = translate(locale, 'email.clipRejectedReason', {
        reason: reasonLabel(locale, clip.rejection.reason),
      });
      return {
        subject: translate(locale, 'email.clipRejectedSubject', { campaign }),
        body: switchableBody(
          locale,
          translate(locale, 'email.clipRejectedEarnsNothing', { campaign, zero: formatRupees(0) }),
          note ? `${reason}\n${translate(locale, 'email.clipRejectedNote', { note })}` : reason,
          ...(clip.explanation ? [sayWords(locale, clip.explanation)] : []),
          translate(locale, 'email.clipRejectedResubmit'),
        ),
      };
    },
  };
}

type SettledWithdrawal = { id: string; clipperId: string; amount: number; upiId: string };

export function withdrawalPaid(withdrawal: SettledWithdrawal & { reference: string }): Email {
  const amount = formatRupees(withdrawal.amount);
  return {
    kind: 'withdrawal_paid',
    recipientId: withdrawal.clipperId,
    eventKey: withdrawal.id,
    write: (locale) => ({
      subject: translate(locale, 'email.withdrawalPaidSubject', { amount }),
      body: switchableBody(
        locale,
        translate(locale, 'email.withdrawalPaidBody', {
          amount,
          upiId: withdrawal.upiId,
          reference: withdrawal.reference,
        }),
      ),
    }),
  };
}

/** The keys of an email about a withdrawal whose money went back to the wallet. */
type MoneyBackWords = { subject: MessageKey; withReason: MessageKey; noReason: MessageKey; back: MessageKey };

/** A withdrawal whose money is back in the clipper's wallet: with the reason when one was given. */
function moneyBack(
  kind: 'withdrawal_rejected' | 'withdrawal_returned',
  words: MoneyBackWords,
  withdrawal: SettledWithdrawal & { reason: string | Words | null | undefined },
): Email {
  const amount = formatRupees(withdrawal.amount);
  const { upiId } = withdrawal;
  // A reason kept as words is said in the recipient's language; an admin's typed one as typed.
  const reasonIn = (locale: Locale) =>
    typeof withdrawal.reason === 'object' && withdrawal.reason !== null
      ? sayWords(locale, withdrawal.reason)
      : withdrawal.reason;
  return {
    kind,
    recipientId: withdrawal.clipperId,
    eventKey: withdrawal.id,
    write: (locale) => {
      const reason = reasonIn(locale);
      return {
        subject: translate(locale, words.subject, { amount }),
        body: switchableBody(
          locale,
          reason
            ? translate(locale, words.withReason, { amount, upiId, reason })
            : translate(locale, words.noReason, { amount, upiId }),
          translate(locale, words.back),
        ),
      };
    },
  };
}

export const withdrawalRejected = (withdrawal: SettledWithdrawal & { reason: string | undefined }): Email =>
  moneyBack(
    'withdrawal_rejected',
    {
      subject: 'email.withdrawalRejectedSubject',
      withReason: 'email.withdrawalRejectedWithReason',
      noReason: 'email.withdrawalRejectedNoReason',
      back: 'email.withdrawalRejectedBack',
    },
    withdrawal,
  );

/** A payout the provider failed, rejected, cancelled or reversed (docs/payouts.md#states): the money is back. */
export const withdrawalReturned = (withdrawal: SettledWithdrawal & { reason: Words }): Email =>
  moneyBack(
    'withdrawal_returned',
    {
      subject: 'email.withdrawalReturnedSubject',
      withReason: 'email.withdrawalReturnedWithReason',
      noReason: 'email.withdrawalReturnedNoReason',
      back: 'email.withdrawalReturnedBack',
    },
    withdrawal,
  );

/** To each admin; enqueueForAdmins sets the recipient. */
export function withdrawalRequested(withdrawal: {
  id: string;
  clipperName: string;
  amount: number;
  upiId: string;
}): Omit<Email, 'recipientId'> {
  const amount = formatRupees(withdrawal.amount);
  return {
    kind: 'withdrawal_requested',
    eventKey: withdrawal.id,
    write: (locale) => ({
      subject: translate(locale, 'email.withdrawalRequestedSubject', { amount }),
      body: switchableBody(
        locale,
        translate(locale, 'email.withdrawalRequestedBody', {
          clipper: withdrawal.clipperName,
          amount,
          upiId: withdrawal.upiId,
        }),
        translate(locale, 'email.withdrawalRequestedAct'),
      ),
    }),
  };
}
