import { createHash } from 'node:crypto';
import type { PayoutEventName } from './razorpayx-shapes';
import type { PayoutRequest, PayoutState } from './payout-gateway';

/**
 * What a sandbox payout does (docs/payouts.md#sandbox): its script, chosen by how the UPI ID's local part starts,
 * the states it passes through and when, RazorpayX's words and events for each, and the parts of its id.
 */

export type Script = 'settle' | 'fail' | 'reverse' | 'reject' | 'queue';
export type Step = { atMs: number; status: PayoutState };

/** One letter of the id per script, so the script survives a restart (see createSandboxPayouts). */
export const SCRIPT_CODES: Record<Script, string> = { settle: 'S', fail: 'F', reverse: 'R', reject: 'J', queue: 'Q' };
export const SCRIPT_BY_CODE = new Map(Object.entries(SCRIPT_CODES).map(([script, code]) => [code, script as Script]));

/** RazorpayX's words for each state (docs/errors/x/payout-status-details). */
export const STATUS_DETAILS: Record<PayoutState, { reason: string; description: string; source: string }> = {
  scheduled: {
    reason: 'payout_scheduled',
    description: 'Payout is scheduled to be processed later.',
    source: 'business',
  },
  queued: {
    reason: 'low_balance',
    description: 'Payout is queued as there is insufficient balance in your account to process the payout.',
    source: 'business',
  },
  pending: {
    reason: 'pending_approval',
    description: 'Workflow for the payout is pending approval from the approver(s).',
    source: 'business',
  },
  processing: {
    reason: 'partner_bank_pending',
    description: 'Payout is being processed by our partner bank. Please check the final status after some time.',
    source: 'internal',
  },
  processed: {
    reason: 'payout_processed',
    description: "Payout is processed and the money has been credited into the beneficiary's account.",
    source: 'beneficiary_bank',
  },
  reversed: {
    reason: 'bank_account_closed',
    description: 'Payout failed as the beneficiary account is closed. Please contact the beneficiary bank.',
    source: 'beneficiary_bank',
  },
  cancelled: { reason: 'payout_cancelled', description: 'Payout was cancelled.', source: 'business' },
  rejected: {
    reason: 'beneficiary_bank_rejected',
    description: 'Payout rejected by the beneficiary bank. Please contact the beneficiary bank.',
    source: 'beneficiary_bank',
  },
  failed: {
    reason: 'beneficiary_bank_offline',
    description: 'Beneficiary bank systems are offline. Please retry after 30 min.',
    source: 'beneficiary_bank',
  },
};

/** The webhook RazorpayX sends when a payout enters each state (docs/webhooks/payouts). */
export const EVENT_OF: Record<PayoutState, PayoutEventName> = {
  // The sandbox never schedules; RazorpayX tells of a schedule by payout.updated.
  scheduled: 'payout.updated',
  queued: 'payout.queued',
  pending: 'payout.pending',
  processing: 'payout.initiated',
  processed: 'payout.processed',
  reversed: 'payout.reversed',
  // RazorpayX documents no payout.cancelled; the sandbox never cancels.
  cancelled: 'payout.updated',
  rejected: 'payout.rejected',
  failed: 'payout.failed',
};

export const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const AMOUNT_DIGITS = 6;
/** The largest amount six base-62 digits hold (₹56 crore and more): far past any payout. */
export const MAX_AMOUNT = ALPHANUMERIC.length ** AMOUNT_DIGITS - 1;
export const ID_PATTERN = /^pout_([SFRJQ])([0-9A-Za-z]{6})([0-9A-Za-z]{7})$/;
/** RazorpayX's rule for idempotency keys (docs/api/x/payout-idempotency/make-request). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9 _-]{4,36}$/;
export const VPA = /^[A-Za-z0-9.-]+@[A-Za-z0-9.-]+$/;

export function base62(value: bigint, digits: number): string {
  let rest = value;
  let text = '';
  for (let i = 0; i < digits; i++) {
    text = ALPHANUMERIC[Number(rest % 62n)] + text;
    rest /= 62n;
  }
  return text;
}
export const digest = (text: string) => BigInt(`0x${createHash('sha256').update(text).digest('hex')}`);
export const localPart = (address: string) => (address.split('@')[0] ?? '').toLowerCase();

export function scriptOf(request: PayoutRequest): Script {
  if (request.destination.kind !== 'vpa') return 'settle';
  const local = localPart(request.destination.address);
  for (const script of ['fail', 'reverse', 'reject', 'queue'] as const) if (local.startsWith(script)) return script;
  return 'settle';
}

export function stepsOf(script: Script, settleMs: number): Step[] {
  switch (script) {
    case 'fail':
      return [
        { atMs: 0, status: 'processing' },
        { atMs: settleMs, status: 'failed' },
      ];
    case 'reverse':
      return [
        { atMs: 0, status: 'processing' },
        { atMs: settleMs, status: 'processed' },
        { atMs: 2 * settleMs, status: 'reversed' },
      ];
    case 'reject':
      return [
        { atMs: 0, status: 'pending' },
        { atMs: settleMs, status: 'rejected' },
      ];
    case 'queue':
      return [
        { atMs: 0, status: 'queued' },
        { atMs: settleMs, status: 'processing' },
        { atMs: 2 * settleMs, status: 'processed' },
      ];
    case 'settle':
      return [
        { atMs: 0, status: 'processing' },
        { atMs: settleMs, status: 'processed' },
      ];
  }
}

/** A 12-digit UTR, the same for a payout every time (IMPS and UPI UTRs are 12 digits). */
export const utrOf = (id: string) => (digest(`utr:${id}`) % 10n ** 12n).toString().padStart(12, '0');
