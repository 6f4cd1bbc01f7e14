import * as z from 'zod';
import type { ValidationKey } from './common';

/**
 * Money crosses the wire as rupees (a number with at most 2 decimals) and lives everywhere else
 * (server, database, web state) as integer paise. The codecs below are the only place the two meet:
 * `schema.parse(wire)` decodes rupees to paise, `z.encode(schema, value)` encodes paise to rupees.
 */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export const MAX_PAISE = 1_000_000_000_00; // ₹1,00,00,00,000: far above any real amount, far below 2^53

// A number's shortest decimal form round-trips (String(0.29) is '0.29', not 0.28999...), so its digits are
// exactly the amount sent. Exponent forms ('1e-7') are refused: they are never 2-decimal amounts.
const TWO_DECIMALS = /^-?(\d+)(?:\.(\d{1,2}))?$/;

/** Exact paise for a rupee amount with at most 2 decimals, from its digits; null for anything else. */
export function exactPaise(rupees: number): number | null {
  if (!Number.isFinite(rupees)) return null;
  const match = TWO_DECIMALS.exec(String(rupees));
  if (!match) {
    // Whole numbers from 1e21 up print in exponent form; they are far over any maximum, which then says so.
    return Number.isInteger(rupees) ? rupees * 100 : null;
  }
  const [, whole = '0', fraction = ''] = match;
  // Integer arithmetic: exact while the result is below 2^53, far above MAX_PAISE.
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return rupees < 0 ? -paise : paise;
}

const hasAtMostTwoDecimals = (n: number) => exactPaise(n) !== null;
// Decoding runs only on input that passed hasAtMostTwoDecimals; NaN would fail the paise schema, never pass it.
const rupeesToPaise = (rupees: number) => exactPaise(rupees) ?? Number.NaN;
const paiseToRupees = (paise: number) => paise / 100;
/** A paise rule that leaves amounts with bad decimals to the decimals message alone. */
const paiseRule = (rule: (paise: number) => boolean) => (rupees: number) => {
  const paise = exactPaise(rupees);
  return paise === null || rule(paise);
};

type MoneyRules = {
  /** The message for anything that is not a usable amount (wrong type, empty, too small). */
  message?: ValidationKey;
  /** Smallest allowed amount in paise (inclusive). */
  minPaise?: number;
  /** Smallest allowed amount is exclusive (amount must be above minPaise). */
  exclusiveMin?: boolean;
} & (
  | { maxPaise?: undefined; maxMessage?: undefined }
  /** A maximum of its own, with the message that says it. */
  | { maxPaise: number; maxMessage: ValidationKey }
);

function rupeesWire(rules: MoneyRules) {
  const message = rules.message ?? 'validation.amountInvalid';
  let wire = z
    .number({ error: message })
    .refine(Number.isFinite, { error: message })
    .refine(hasAtMostTwoDecimals, { error: 'validation.amountDecimals' });
  if (rules.minPaise !== undefined) {
    const min = rules.minPaise;
    wire = wire.refine(
      paiseRule((p) => (rules.exclusiveMin ? p > min : p >= min)),
      { error: message },
    );
  }
  const max = rules.maxPaise ?? MAX_PAISE;
  wire = wire.refine(
    paiseRule((p) => p <= max),
    {
      // MAX_PAISE, as formatRupees writes it.
      error: rules.maxMessage ?? 'validation.amountTooLarge',
    },
  );
  return wire;
}

/** What a money field means on the wire; the OpenAPI document (GET /api/openapi.json) shows it on every one. */
const RUPEES = { description: 'Rupees: a number with at most 2 decimals (₹1,234.50 is 1234.5).' };

/** Build a money codec with the given rules (for request fields with their own messages). */
export function moneyField(rules: MoneyRules = {}) {
  return z.codec(rupeesWire(rules), z.int(), { decode: rupeesToPaise, encode: paiseToRupees }).meta(RUPEES);
}

/** Any amount, signed (ledger lines, history rows). */
export const money = z
  .codec(z.number().refine(Number.isFinite).refine(hasAtMostTwoDecimals), z.int(), {
    decode: rupeesToPaise,
    encode: paiseToRupees,
  })
  .meta(RUPEES);

/** An amount that is zero or more (balances, budgets). */
export const moneyNonNegative = moneyField({ minPaise: 0 });

/** An amount above zero (requests that move money). */
export const moneyPositive = moneyField({ minPaise: 0, exclusiveMin: true });

/** ₹1,234.50 from 123450 paise. */
export function formatRupees(paise: number): string {
  return inr.format(paise / 100);
}
