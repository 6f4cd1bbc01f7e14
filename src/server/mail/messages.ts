import { REJECTION_REASON_LABELS, type RejectionReason } from '../../../schemas/clip';
import { formatRupees } from '../../../schemas/money';
import type { Email } from './outbox';

/**
 * The text of each email, rendered when its event happens (the amounts are the ones that moved then). Plain
 * text: every mail client shows it, and nothing in it is markup a name could break.
 */
export const SIGN_OFF = '\n\n— ClipMandi\nTurn these emails off in Settings (the account menu) on ClipMandi.';

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const count = (views: number) => views.toLocaleString('en-IN');

export function clipAwaitingReview(clip: {
  id: string;
  creatorId: string;
  campaignTitle: string;
  clipperName: string;
  youtubeLink: string;
  reviewDeadline: Date;
}): Email {
  return {
    kind: 'clip_awaiting_review',
    recipientId: clip.creatorId,
    eventKey: clip.id,
    subject: `A clip awaits your review on "${clip.campaignTitle}"`,
    body:
      `${clip.clipperName} submitted a clip to your campaign "${clip.campaignTitle}": ${clip.youtubeLink}\n\n` +
      `Review it by ${when(clip.reviewDeadline)}. After that it is decided by the campaign's rule: approved at its ` +
      `measured views, rejected below the campaign's minimum, or passed to an admin.` +
      SIGN_OFF,
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
  const where = clip.heldUntil
    ? `It is held until ${when(clip.heldUntil)}, then moves to your wallet, from where you can withdraw it.`
    : 'It is in your wallet now, ready to withdraw.';
  return {
    kind: 'clip_approved',
    recipientId: clip.clipperId,
    eventKey: clip.id,
    subject: `Your clip on "${clip.campaignTitle}" was approved: ${formatRupees(clip.net)}`,
    body:
      `Your clip on "${clip.campaignTitle}" was approved at ${count(clip.views)} views.\n\n` +
      `You earn ${formatRupees(clip.net)} (${formatRupees(clip.gross)} gross less the ${formatRupees(clip.fee)} platform fee). ${where}` +
      SIGN_OFF,
  };
}

export function clipRejected(clip: {
  id: string;
  clipperId: string;
  campaignTitle: string;
  /** The reason from the list, and the note given with it. */
  rejection: { reason: RejectionReason; note: string | null };
  /** An automatic decision's explanation (the deadline rule's), if any. */
  explanation: string | null;
}): Email {
  return {
    kind: 'clip_rejected',
    recipientId: clip.clipperId,
    eventKey: clip.id,
    subject: `Your clip on "${clip.campaignTitle}" was rejected`,
    body:
      `Your clip on "${clip.campaignTitle}" was rejected, so it earns nothing (${formatRupees(0)}).` +
      `\n\nReason: ${REJECTION_REASON_LABELS[clip.rejection.reason]}` +
      (clip.rejection.note ? `\nNote: ${clip.rejection.note}` : '') +
      (clip.explanation ? `\n\n${clip.explanation}` : '') +
      `\n\nIts video may be submitted again.` +
      SIGN_OFF,
  };
}

type SettledWithdrawal = { id: string; clipperId: string; amount: number; upiId: string };

export function withdrawalPaid(withdrawal: SettledWithdrawal & { reference: string }): Email {
  return {
    kind: 'withdrawal_paid',
    recipientId: withdrawal.clipperId,
    eventKey: withdrawal.id,
    subject: `Your withdrawal of ${formatRupees(withdrawal.amount)} was paid`,
    body:
      `Your withdrawal of ${formatRupees(withdrawal.amount)} was paid to UPI ${withdrawal.upiId} (payment reference ${withdrawal.reference}).` +
      SIGN_OFF,
  };
}

export function withdrawalRejected(withdrawal: SettledWithdrawal & { reason: string | undefined }): Email {
  return {
    kind: 'withdrawal_rejected',
    recipientId: withdrawal.clipperId,
    eventKey: withdrawal.id,
    subject: `Your withdrawal of ${formatRupees(withdrawal.amount)} was rejected`,
    body:
      `Your withdrawal of ${formatRupees(withdrawal.amount)} to UPI ${withdrawal.upiId} was rejected` +
      (withdrawal.reason ? `: ${withdrawal.reason}` : '.') +
      `\n\nThe amount is back in your wallet.` +
      SIGN_OFF,
  };
}

/** A payout the provider failed, rejected, cancelled or reversed (docs/payouts.md#states): the money is back. */
export function withdrawalReturned(withdrawal: SettledWithdrawal & { reason: string | null }): Email {
  return {
    kind: 'withdrawal_returned',
    recipientId: withdrawal.clipperId,
    eventKey: withdrawal.id,
    subject: `Your withdrawal of ${formatRupees(withdrawal.amount)} was returned`,
    body:
      `Your withdrawal of ${formatRupees(withdrawal.amount)} to UPI ${withdrawal.upiId} could not be paid` +
      (withdrawal.reason ? `: ${withdrawal.reason}` : '.') +
      `\n\nThe amount is back in your wallet; you can withdraw it again, to this UPI ID or another.` +
      SIGN_OFF,
  };
}

/** To each admin; enqueueForAdmins sets the recipient. */
export function withdrawalRequested(withdrawal: {
  id: string;
  clipperName: string;
  amount: number;
  upiId: string;
}): Omit<Email, 'recipientId'> {
  return {
    kind: 'withdrawal_requested',
    eventKey: withdrawal.id,
    subject: `A withdrawal of ${formatRupees(withdrawal.amount)} waits to be paid`,
    body:
      `${withdrawal.clipperName} asked to withdraw ${formatRupees(withdrawal.amount)} to UPI ${withdrawal.upiId}.\n\n` +
      `Pay or reject it in the admin's withdrawals queue on ClipMandi.` +
      SIGN_OFF,
  };
}
