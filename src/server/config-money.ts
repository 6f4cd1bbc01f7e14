import type { Env } from './config-env';
import { ConfigError, given } from './config-error';
import type { RazorpaySettings } from './payments/razorpay';
import type { RazorpayXSettings } from './payouts/razorpayx';

/** How money comes in (Razorpay or its sandbox) and goes out (RazorpayX, its sandbox, or by hand), from the environment. */

/** 'manual' is the admin's queue paid by hand; the other two send payouts themselves. */
export type PayoutsSettings =
  { mode: 'manual' } | { mode: 'sandbox' } | { mode: 'razorpayx'; razorpayx: RazorpayXSettings };

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/**
 * All three Razorpay variables, or none (the sandbox). Some but not all is refused: falling back to the
 * sandbox, whose open pay endpoint signs any order, would hand out free money on a real deployment. For
 * the same reason production never falls back to it: there the sandbox must be asked for by name.
 */
export function razorpayConfig(e: Env): RazorpaySettings | undefined {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = e;
  const missing = RAZORPAY_VARIABLES.filter((name) => !given(e[name]));
  const all = RAZORPAY_VARIABLES.join(', ');
  if (e.PAYMENTS_MODE === 'sandbox') {
    if (missing.length === RAZORPAY_VARIABLES.length) return undefined;
    throw new ConfigError(`PAYMENTS_MODE=sandbox takes no Razorpay keys: unset ${all}, or set PAYMENTS_MODE=razorpay`);
  }
  if (given(keyId) && given(keySecret) && given(webhookSecret)) {
    return { keyId, keySecret, webhookSecret, ...(e.RAZORPAY_API_URL ? { apiBaseUrl: e.RAZORPAY_API_URL } : {}) };
  }
  if (e.PAYMENTS_MODE === 'razorpay')
    throw new ConfigError(`PAYMENTS_MODE=razorpay needs ${missing.join(' and ')} set`);
  if (missing.length === RAZORPAY_VARIABLES.length) {
    if (e.NODE_ENV !== 'production') return undefined;
    throw new ConfigError(
      `NODE_ENV=production takes real payments: set ${all}, or PAYMENTS_MODE=sandbox for the payment sandbox (anyone can pay any order with it)`,
    );
  }
  throw new ConfigError(
    `Razorpay is partly configured: set ${missing.join(' and ')} as well, or unset all of ${all} to use the sandbox`,
  );
}

const RAZORPAYX_VARIABLES = [
  'RAZORPAYX_KEY_ID',
  'RAZORPAYX_KEY_SECRET',
  'RAZORPAYX_ACCOUNT_NUMBER',
  'RAZORPAYX_WEBHOOK_SECRET',
] as const;

/**
 * All four RazorpayX variables, or none. Some but not all is refused, naming what is missing; keys beside
 * PAYOUTS_MODE=sandbox or manual contradict it. Without keys, production pays by hand (manual) and everything else
 * (the README's demo) uses the sandbox (docs/payouts.md#modes).
 */
export function payoutsConfig(e: Env): PayoutsSettings {
  const missing = RAZORPAYX_VARIABLES.filter((name) => !given(e[name]));
  const all = RAZORPAYX_VARIABLES.join(', ');
  const mode = given(e.PAYOUTS_MODE) ? e.PAYOUTS_MODE : undefined;
  if (mode === 'sandbox' || mode === 'manual') {
    if (missing.length === RAZORPAYX_VARIABLES.length) return { mode };
    throw new ConfigError(`PAYOUTS_MODE=${mode} takes no RazorpayX keys: unset ${all}, or set PAYOUTS_MODE=razorpayx`);
  }
  const {
    RAZORPAYX_KEY_ID: keyId,
    RAZORPAYX_KEY_SECRET: keySecret,
    RAZORPAYX_ACCOUNT_NUMBER: accountNumber,
    RAZORPAYX_WEBHOOK_SECRET: webhookSecret,
  } = e;
  if (given(keyId) && given(keySecret) && given(accountNumber) && given(webhookSecret)) {
    const apiBaseUrl = e.RAZORPAYX_API_URL;
    return {
      mode: 'razorpayx',
      razorpayx: { keyId, keySecret, accountNumber, webhookSecret, ...(apiBaseUrl ? { apiBaseUrl } : {}) },
    };
  }
  if (mode === 'razorpayx') throw new ConfigError(`PAYOUTS_MODE=razorpayx needs ${missing.join(' and ')} set`);
  if (missing.length === RAZORPAYX_VARIABLES.length) {
    return e.NODE_ENV === 'production' ? { mode: 'manual' } : { mode: 'sandbox' };
  }
  throw new ConfigError(
    `RazorpayX is partly configured: set ${missing.join(' and ')} as well, or unset all of ${all} to pay withdrawals by hand`,
  );
}
