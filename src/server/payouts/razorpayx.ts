import type * as z from 'zod';
import { logger } from '../ops/logger';
import { PayoutCallError, type PayoutGateway, type PayoutRequest, type VpaCheck } from './payout-gateway';
import {
  errorAnswer,
  parsePayoutWebhook,
  payoutEntity,
  payoutWebhookSignatureMatches,
  toPayoutAnswer,
  toVpaCheck,
  validationEntity,
} from './razorpayx-shapes';

export const RAZORPAYX_API_URL = 'https://api.razorpay.com';
const DEFAULT_TIMEOUT_MS = 10_000;
/** Waits before each re-read of a validation still `created`; UPI validations usually settle within seconds. */
export const DEFAULT_VALIDATION_POLL_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];

/**
 * `accountNumber` is our RazorpayX account (the customer identifier for RazorpayX Lite, or the current account
 * number), never the receiver's; it differs between test and live mode. `apiBaseUrl` lets tests point the gateway
 * at a local stand-in of the API.
 */
export type RazorpayXSettings = {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  apiBaseUrl?: string;
  timeoutMs?: number;
};

export type RazorpayXOptions = {
  /** One wait per re-read of a validation still `created` (so reads = length + 1); tests pass tiny ones. */
  validationPollDelaysMs?: readonly number[];
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * RazorpayX allows letters, digits and spaces in a narration, 30 at most; anything else is a 400 that no retry
 * fixes, so the rest is blanked here. Deterministic, so a retry sends the same body (idempotency needs that).
 */
function narrationText(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
}

/**
 * A contact name as RazorpayX takes it: 3 to 50 of a-z A-Z 0-9 space ’ - _ / ( ) . and not ending with one of
 * those signs but the full stop. A clipper's name outside that (another script, an emoji) would otherwise make
 * every payout to them a 400; the contact name is only our label in RazorpayX, the money goes to the UPI ID.
 */
function contactName(name: string): string {
  const kept = name
    .replace(/[^A-Za-z0-9 ’\-_/().]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .replace(/[\s’\-_/()]+$/, '');
  return kept.length >= 3 ? kept : 'ClipMandi user';
}

type Contact = PayoutRequest['contact'];
const contactBody = (contact: Contact) => ({
  name: contactName(contact.name),
  email: contact.email,
  type: 'vendor',
  reference_id: contact.referenceId,
});

/**
 * The body of a composite POST /v1/payouts (docs/api/x/payout-composite/create/vpa and …/bank-account): the
 * contact and fund account are created with the payout, or matched when they already exist. Built only from the
 * request, so every retry with the same idempotency key sends the same body: RazorpayX refuses a different body
 * under a key it has seen ("Different request body sent for the same Idempotency Header.").
 */
export function payoutRequestBody(request: PayoutRequest, accountNumber: string) {
  const { destination } = request;
  const fundAccount =
    destination.kind === 'vpa'
      ? { account_type: 'vpa', vpa: { address: destination.address }, contact: contactBody(request.contact) }
      : {
          account_type: 'bank_account',
          bank_account: { name: destination.name, ifsc: destination.ifsc, account_number: destination.accountNumber },
          contact: contactBody(request.contact),
        };
  const narration = narrationText(request.narration);
  return {
    account_number: accountNumber,
    amount: request.amountPaise,
    currency: 'INR',
    mode: destination.kind === 'vpa' ? 'UPI' : destination.mode,
    purpose: 'payout',
    fund_account: fundAccount,
    // Queued rather than failed when our balance is short: it goes out once the account is topped up.
    queue_if_low_balance: true,
    reference_id: request.referenceId,
    // Left out when nothing is left of it: RazorpayX then prints our billing label.
    ...(narration ? { narration } : {}),
  };
}

/**
 * RazorpayX Payouts (docs/payouts.md) through its REST API with basic auth: composite payouts to a UPI ID or a
 * bank account, payout reads, UPI ID validation, and webhooks signed with the webhook secret. `fetchImpl` lets
 * tests stand in for the network. Nothing is retried here: the caller retries a retryable PayoutCallError with
 * the same idempotency key, on its own schedule.
 */
export function createRazorpayXGateway(
  settings: RazorpayXSettings,
  fetchImpl: typeof fetch = fetch,
  options: RazorpayXOptions = {},
): PayoutGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const api = (settings.apiBaseUrl ?? RAZORPAYX_API_URL).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollDelays = options.validationPollDelaysMs ?? DEFAULT_VALIDATION_POLL_DELAYS_MS;

  /**
   * One API call, its answer parsed with `shape`. Throws PayoutCallError: retryable when the outcome is unknown
   * (no answer, a broken one, 429, 5xx), not when RazorpayX refused or answered something we cannot read.
   */
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    shape: T,
    body?: unknown,
    idempotencyKey?: string,
    refusalLevel: 'error' | 'warn' = 'error',
  ): Promise<z.output<T>> {
    const headers: Record<string, string> = { Authorization: auth };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['X-Payout-Idempotency'] = idempotencyKey;
    let status: number;
    let text: string;
    try {
      const res = await fetchImpl(`${api}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      // The time-out covers the body too; a connection cut mid-body is as unknown as no answer.
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const message = timedOut
        ? `RazorpayX did not answer within ${timeoutMs} ms`
        : `RazorpayX could not be reached: ${err instanceof Error ? err.message : String(err)}`;
      logger.warn({ method, path, err }, 'RazorpayX call failed');
      throw new PayoutCallError(message, true, null);
    }
    if (status < 200 || status >= 300) {
      const error = readError(text);
      const retryable = status === 429 || status >= 500;
      // The error body is RazorpayX's words; what we sent (keys, UPI IDs, emails) is never logged.
      const logged = { method, path, status, code: error?.code, description: error?.description, field: error?.field };
      if (retryable) logger.warn(logged, 'RazorpayX refused for now');
      else logger[refusalLevel](logged, 'RazorpayX refused');
      throw new PayoutCallError(
        error?.description ?? `RazorpayX answered ${status}`,
        retryable,
        status,
        retryable ? null : (error?.field ?? null),
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = shape.safeParse(json);
    if (!parsed.success) {
      logger.error(
        { method, path, status, issues: parsed.error.issues.slice(0, 3) },
        'RazorpayX answered in an unexpected shape',
      );
      throw new PayoutCallError(`RazorpayX answered ${method} ${path} in an unexpected shape`, false, status);
    }
    return parsed.data;
  }

  async function validate(input: Parameters<PayoutGateway['validateVpa']>[0]): Promise<VpaCheck> {
    // source_account_number, not account_number: the composite validation API names it so and refuses extra fields.
    const body = {
      source_account_number: settings.accountNumber,
      fund_account: { account_type: 'vpa', vpa: { address: input.address }, contact: contactBody(input.contact) },
    };
    // A refusal here is expected in test mode (validation is live-only), so it is a warning, not an error.
    let validation = await call('POST', '/v1/fund_accounts/validations', validationEntity, body, undefined, 'warn');
    for (const delay of pollDelays) {
      const check = toVpaCheck(validation);
      if (check) return check;
      await sleep(delay);
      const path = `/v1/fund_accounts/validations/${encodeURIComponent(validation.id)}`;
      validation = await call('GET', path, validationEntity, undefined, undefined, 'warn');
    }
    return (
      toVpaCheck(validation) ?? { verdict: 'unavailable', reason: 'RazorpayX did not finish the validation in time' }
    );
  }

  return {
    mode: 'razorpayx',
    async createPayout(request) {
      const body = payoutRequestBody(request, settings.accountNumber);
      const entity = await call('POST', '/v1/payouts', payoutEntity, body, request.idempotencyKey);
      return toPayoutAnswer(entity);
    },
    async getPayout(id) {
      const entity = await call('GET', `/v1/payouts/${encodeURIComponent(id)}`, payoutEntity);
      return toPayoutAnswer(entity);
    },
    async validateVpa(input) {
      try {
        return await validate(input);
      } catch (err) {
        // Not enabled (test mode, or not RazorpayX Lite), refused or unreachable: the clipper's confirmation stands.
        const reason = err instanceof Error ? err.message : String(err);
        return { verdict: 'unavailable', reason };
      }
    },
    verifyWebhookSignature(rawBody, signature) {
      return payoutWebhookSignatureMatches(settings.webhookSecret, rawBody, signature);
    },
    parseWebhook(rawBody) {
      return parsePayoutWebhook(rawBody);
    },
  };
}

function readError(text: string) {
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}
