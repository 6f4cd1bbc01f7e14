import * as z from 'zod';
import { hmacHex, signatureMatches } from '../payments/signature';
import { PAYOUT_STATES, type PayoutAnswer, type PayoutEvent, type PayoutState, type VpaCheck } from './payout-gateway';

/**
 * The parts of RazorpayX answers the payout gateways read (https://razorpay.com/docs/api/x/payouts/entity,
 * /docs/webhooks/payouts, /docs/api/x/composite-account-validation/vpa): the provider's shapes, kept at this
 * boundary and shared by the real gateway (razorpayx.ts) and its offline sandbox (sandbox-payouts.ts).
 */

/** A text field RazorpayX may send as null, leave out, or (older answers) send as "" or "null". */
const looseText = z
  .string()
  .nullish()
  .transform((value) => (value && value !== 'null' ? value : null));

/** The payout entity: only the fields kept. */
export const payoutEntity = z.object({
  id: z.string().min(1),
  amount: z.int().min(0),
  status: z.enum(PAYOUT_STATES),
  reference_id: looseText,
  utr: looseText,
  // The current field; `failure_reason` is the deprecated one some answers still carry.
  status_details: z
    .object({ description: looseText, reason: looseText, source: looseText })
    .nullish()
    .transform((value) => value ?? null),
  failure_reason: looseText,
  created_at: z.int().min(0),
});
export type PayoutEntity = z.output<typeof payoutEntity>;

/** The states whose answer says why (PayoutAnswer.reason); others answer null, though RazorpayX describes them too. */
const EXPLAINED_STATES: ReadonlySet<PayoutState> = new Set(['queued', 'failed', 'rejected', 'reversed', 'cancelled']);

export function toPayoutAnswer(entity: PayoutEntity): PayoutAnswer {
  const explained = EXPLAINED_STATES.has(entity.status);
  const reason = explained
    ? (entity.status_details?.description ?? entity.failure_reason ?? entity.status_details?.reason ?? null)
    : null;
  const reasonCode = explained ? (entity.status_details?.reason ?? null) : null;
  return {
    id: entity.id,
    status: entity.status,
    amountPaise: entity.amount,
    referenceId: entity.reference_id,
    utr: entity.utr,
    reason,
    reasonCode,
    createdAt: entity.created_at * 1000,
  };
}

/**
 * The payout events RazorpayX sends with a payout entity (docs/webhooks/payouts). `payout.downtime.*` carry a
 * downtime entity instead and are not among them.
 */
export const PAYOUT_EVENTS = [
  'payout.pending',
  'payout.rejected',
  'payout.queued',
  'payout.initiated',
  'payout.processed',
  'payout.updated',
  'payout.reversed',
  'payout.failed',
] as const;
export type PayoutEventName = (typeof PAYOUT_EVENTS)[number];

const webhookBody = z.object({
  entity: z.literal('event'),
  event: z.enum(PAYOUT_EVENTS),
  payload: z.object({ payout: z.object({ entity: payoutEntity }) }),
});

/** The payout a webhook body carries, or null for another event, bad JSON or another shape. Never throws. */
export function parsePayoutWebhook(rawBody: string): PayoutEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) return null;
  return { event: parsed.data.event, payout: toPayoutAnswer(parsed.data.payload.payout.entity) };
}

/** X-Razorpay-Signature: HMAC-SHA256 hex of the raw body with the webhook secret, compared in constant time. */
export function payoutWebhookSignatureMatches(webhookSecret: string, rawBody: string, signature: string): boolean {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}

/** RazorpayX's error body, `{"error": {"code", "description", "field", ...}}`. */
export const errorAnswer = z.object({
  error: z.object({
    code: z.string().nullish(),
    description: z.string().nullish(),
    field: z.string().nullish(),
    reason: z.string().nullish(),
    source: z.string().nullish(),
  }),
});

/**
 * A fund account validation (composite, VPA). The documented answers disagree: `validation_results` in the
 * composite API, `results` in the older entity, and `account_status` is `active` in one sample and `valid` in
 * another; a failed validation answers "" for both fields.
 */
const validationResults = z
  .object({ account_status: looseText, registered_name: looseText })
  .nullish()
  .transform((value) => value ?? null);
export const validationEntity = z.object({
  id: z.string().min(1),
  status: z.enum(['created', 'completed', 'failed']),
  validation_results: validationResults,
  results: validationResults,
  status_details: z
    .object({ description: looseText })
    .nullish()
    .transform((value) => value ?? null),
});
export type ValidationEntity = z.output<typeof validationEntity>;

/** What a settled validation says; null while it is still `created`. */
export function toVpaCheck(validation: ValidationEntity): VpaCheck | null {
  if (validation.status === 'created') return null;
  const results = validation.validation_results ?? validation.results;
  if (validation.status === 'failed') {
    return {
      verdict: 'unavailable',
      reason: validation.status_details?.description ?? 'RazorpayX could not complete the validation',
    };
  }
  const status = results?.account_status?.toLowerCase() ?? null;
  if (status === 'invalid') return { verdict: 'invalid' };
  const name = results?.registered_name?.trim() ?? '';
  if ((status === 'active' || status === 'valid') && name) return { verdict: 'valid', registeredName: name };
  // Completed without a verdict or a name to show: nothing the clipper could confirm against.
  return {
    verdict: 'unavailable',
    reason: `RazorpayX completed the validation without a result (${status ?? 'none'})`,
  };
}
