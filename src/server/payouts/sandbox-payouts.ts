import { randomBytes } from 'node:crypto';
import { hmacHex } from '../payments/signature';
import { logger } from '../ops/logger';
import {
  PayoutCallError,
  type PayoutAnswer,
  type PayoutEvent,
  type PayoutGateway,
  type PayoutState,
} from './payout-gateway';
import { payoutRequestBody } from './razorpayx';
import {
  type Script,
  SCRIPT_CODES,
  SCRIPT_BY_CODE,
  STATUS_DETAILS,
  EVENT_OF,
  ALPHANUMERIC,
  AMOUNT_DIGITS,
  MAX_AMOUNT,
  ID_PATTERN,
  IDEMPOTENCY_KEY,
  VPA,
  base62,
  digest,
  localPart,
  scriptOf,
  stepsOf,
  utrOf,
} from './sandbox-payout-script';
import {
  parsePayoutWebhook,
  payoutWebhookSignatureMatches,
  toPayoutAnswer,
  type PayoutEntity,
} from './razorpayx-shapes';

/**
 * The offline stand-in for RazorpayX Payouts (docs/payouts.md): no network, payouts settle on timers, and the UPI
 * ID typed by the clipper picks what happens (its local part, the text before the @):
 *
 * | UPI ID starts with | the payout                                                        |
 * | ------------------ | ----------------------------------------------------------------- |
 * | `fail`             | processing, then failed ("Beneficiary bank systems are offline…") |
 * | `reverse`          | processing, processed (with a UTR), then reversed ("…closed")     |
 * | `reject`           | pending (approval), then rejected                                 |
 * | `queue`            | queued (low balance), processing, then processed                  |
 * | anything else      | processing, then processed with a 12-digit UTR                    |
 *
 * Each step takes `settleAfterMs`. Bank-account payouts (the admin's fee withdrawal) settle like the last row.
 * Validation: a local part starting with `invalid` is invalid; any other well-formed UPI ID is valid, registered
 * to its local part's words upper-cased (`ravi.kumar@okaxis` → `RAVI KUMAR`).
 */
export type SandboxPayoutsOptions = {
  settleAfterMs?: number;
  /** Signs and checks webhook bodies as RazorpayX would; a random one when left out. */
  webhookSecret?: string;
  now?: () => number;
};

export type SandboxPayouts = PayoutGateway & {
  readonly mode: 'sandbox';
  onEvent(listener: (event: PayoutEvent) => Promise<void>): void;
  /** Signs a webhook body as RazorpayX would (local tools post webhooks with it). */
  signWebhook(rawBody: string): string;
  /** A webhook body for the payout's current state, as RazorpayX would send it; null for an id never produced. */
  webhookBody(payoutId: string): string | null;
};

type Payout = {
  id: string;
  script: Script;
  amountPaise: number;
  referenceId: string | null;
  createdAt: number;
  /** The request body it was created with; null when it was recovered from its id after a restart. */
  fingerprint: string | null;
};

/**
 * The sandbox. Ids are deterministic, `pout_` + script letter + amount (6 base-62 digits) + 7 characters of the
 * key's SHA-256, so the same idempotency key gives the same id in any process. State is computed from the creation
 * time, kept in memory. Why not fully stateless: the creation time cannot be in the id (a retry after a restart
 * must get the same id, with no way to know the first call's time), so after a restart an id the process has not
 * seen is answered from what the id carries: its script, already at the script's last state (the changes were
 * missed, as a webhook outage would miss them), its amount, and a creation time that long ago. A `fail…` payout
 * thus stays failed across a restart instead of turning into a paid one; only its reference id (null) and exact
 * creation time are lost.
 */
export function createSandboxPayouts(options: SandboxPayoutsOptions = {}): SandboxPayouts {
  const settleMs = options.settleAfterMs ?? 3_000;
  const secret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const now = options.now ?? Date.now;
  const payouts = new Map<string, Payout>();
  const idOfKey = new Map<string, string>();
  const listeners = new Set<(event: PayoutEvent) => Promise<void>>();

  function entityAt(payout: Payout, status: PayoutState): PayoutEntity {
    const paidOut = status === 'processed' || status === 'reversed';
    const details = STATUS_DETAILS[status];
    return {
      id: payout.id,
      amount: payout.amountPaise,
      status,
      reference_id: payout.referenceId,
      utr: paidOut ? utrOf(payout.id) : null,
      status_details: details,
      failure_reason: status === 'failed' || status === 'reversed' ? details.description : null,
      created_at: Math.floor(payout.createdAt / 1000),
    };
  }

  function statusNow(payout: Payout): PayoutState {
    const age = now() - payout.createdAt;
    const steps = stepsOf(payout.script, settleMs);
    return steps.filter((step) => step.atMs <= age).at(-1)?.status ?? 'processing';
  }

  function emit(event: PayoutEvent) {
    // Never keeps the process alive; a listener's failure is logged like a webhook handler's 500 would be.
    setTimeout(() => {
      for (const listener of listeners) {
        listener(event).catch((err: unknown) =>
          logger.error({ err, event: event.event, payoutId: event.payout.id }, 'Sandbox payout listener failed'),
        );
      }
    }, 0).unref();
  }

  function schedule(payout: Payout) {
    for (const step of stepsOf(payout.script, settleMs)) {
      const fire = () => emit({ event: EVENT_OF[step.status], payout: toPayoutAnswer(entityAt(payout, step.status)) });
      if (step.atMs === 0) fire();
      else setTimeout(fire, step.atMs).unref();
    }
  }

  /** A payout of this process, or one recovered from its id after a restart; null for an id never produced. */
  function find(id: string): Payout | null {
    const known = payouts.get(id);
    if (known) return known;
    const match = ID_PATTERN.exec(id);
    const script = match ? SCRIPT_BY_CODE.get(match[1] ?? '') : undefined;
    if (!match || !script) return null;
    const amountPaise = [...(match[2] ?? '')].reduce((sum, char) => sum * 62 + ALPHANUMERIC.indexOf(char), 0);
    const lastStep = stepsOf(script, settleMs).at(-1)?.atMs ?? 0;
    const recovered: Payout = {
      id,
      script,
      amountPaise,
      referenceId: null,
      createdAt: now() - lastStep,
      fingerprint: null,
    };
    payouts.set(id, recovered);
    return recovered;
  }

  const answer = (payout: Payout): PayoutAnswer => toPayoutAnswer(entityAt(payout, statusNow(payout)));

  return {
    mode: 'sandbox',
    async createPayout(request) {
      // The same refusals RazorpayX gives, so the sandbox does not accept what the real API would refuse.
      if (!IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
        throw new PayoutCallError('The idempotency key is invalid.', false, 400, 'X-Payout-Idempotency');
      }
      if (!Number.isInteger(request.amountPaise) || request.amountPaise < 100 || request.amountPaise > MAX_AMOUNT) {
        throw new PayoutCallError('The amount must be at least 100.', false, 400, 'amount');
      }
      if (request.destination.kind === 'vpa' && !VPA.test(request.destination.address)) {
        throw new PayoutCallError('The vpa address is invalid.', false, 400, 'fund_account.vpa.address');
      }
      const fingerprint = JSON.stringify(payoutRequestBody(request, 'sandbox'));
      const script = scriptOf(request);
      const earlier = idOfKey.get(request.idempotencyKey);
      if (earlier) {
        const payout = payouts.get(earlier);
        if (payout && payout.fingerprint !== fingerprint) {
          throw new PayoutCallError('Different request body sent for the same Idempotency Header.', false, 400);
        }
        if (payout) return answer(payout);
      }
      const hash = base62(digest(`payout:${request.idempotencyKey}`), 7);
      const id = `pout_${SCRIPT_CODES[script]}${base62(BigInt(request.amountPaise), AMOUNT_DIGITS)}${hash}`;
      idOfKey.set(request.idempotencyKey, id);
      const existing = payouts.get(id);
      if (existing) {
        // Recovered after a restart and read before this retry: the same payout, now with its body known.
        existing.fingerprint ??= fingerprint;
        existing.referenceId ??= request.referenceId;
        return answer(existing);
      }
      const payout: Payout = {
        id,
        script,
        amountPaise: request.amountPaise,
        referenceId: request.referenceId,
        createdAt: now(),
        fingerprint,
      };
      payouts.set(id, payout);
      schedule(payout);
      return answer(payout);
    },
    async getPayout(id) {
      const payout = find(id);
      if (!payout) throw new PayoutCallError('The id provided does not exist', false, 400);
      return answer(payout);
    },
    async validateVpa({ address }) {
      if (!VPA.test(address) || address.length < 3 || address.length > 100) return { verdict: 'invalid' };
      const local = localPart(address);
      if (local.startsWith('invalid')) return { verdict: 'invalid' };
      const words = local.split(/[^a-z]+/).filter(Boolean);
      return { verdict: 'valid', registeredName: words.length ? words.join(' ').toUpperCase() : 'SANDBOX USER' };
    },
    verifyWebhookSignature(rawBody, signature) {
      return payoutWebhookSignatureMatches(secret, rawBody, signature);
    },
    parseWebhook(rawBody) {
      return parsePayoutWebhook(rawBody);
    },
    onEvent(listener) {
      listeners.add(listener);
    },
    signWebhook(rawBody) {
      return hmacHex(secret, rawBody);
    },
    webhookBody(payoutId) {
      const payout = find(payoutId);
      if (!payout) return null;
      const status = statusNow(payout);
      const entity = { ...entityAt(payout, status), entity: 'payout', currency: 'INR', purpose: 'payout' };
      return JSON.stringify({
        entity: 'event',
        account_id: 'acc_ClipMandiSandbox',
        event: EVENT_OF[status],
        contains: ['payout'],
        payload: { payout: { entity } },
        created_at: Math.floor(now() / 1000),
      });
    },
  };
}
