import * as z from 'zod';

/**
 * Money crosses the wire as rupees (a number with at most 2 decimals) and lives everywhere else
 * (server, database, web state) as integer paise. The codecs below are the only place the two meet:
 * `schema.parse(wire)` decodes rupees to paise, `z.encode(schema, value)` encodes paise to rupees.
 */
// Declared before the schemas below, which format their messages with it at module load.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export const MAX_PAISE = 1_000_000_000_00; // ₹1,00,00,00,000: far above any real amount, far below 2^53

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
const paiseToRupees = (paise: number) => paise / 100;

type MoneyRules = {
  /** The message for anything that is not a usable amount (wrong type, empty, too small). */
  message?: string;
  /** Smallest allowed amount in paise (inclusive). */
  minPaise?: number;
  /** Smallest allowed amount is exclusive (amount must be above minPaise). */
  exclusiveMin?: boolean;
  maxPaise?: number;
  maxMessage?: string;
};

function rupeesWire(rules: MoneyRules) {
  const message = rules.message ?? 'Enter a valid amount';
  let wire = z
    .number({ error: message })
    .refine(Number.isFinite, { error: message })
    .refine(hasAtMostTwoDecimals, { error: 'Use at most 2 decimal places' });
  if (rules.minPaise !== undefined) {
    const min = rules.minPaise;
    wire = wire.refine((r) => (rules.exclusiveMin ? rupeesToPaise(r) > min : rupeesToPaise(r) >= min), {
      error: message,
    });
  }
  const max = rules.maxPaise ?? MAX_PAISE;
  wire = wire.refine((r) => rupeesToPaise(r) <= max, {
    error: rules.maxMessage ?? `Amount must be at most ${formatRupees(max)}`,
  });
  return wire;
}

/** Build a money codec with the given rules (for request fields with their own messages). */
export function moneyField(rules: MoneyRules = {}) {
  return z.codec(rupeesWire(rules), z.int(), { decode: rupeesToPaise, encode: paiseToRupees });
}

/** Any amount, signed (ledger lines, history rows). */
export const money = z.codec(
  z.number().refine(Number.isFinite).refine(hasAtMostTwoDecimals),
  z.int(),
  { decode: rupeesToPaise, encode: paiseToRupees },
);

/** An amount that is zero or more (balances, budgets). */
export const moneyNonNegative = moneyField({ minPaise: 0 });

/** An amount above zero (requests that move money). */
export const moneyPositive = moneyField({ minPaise: 0, exclusiveMin: true });

/** ₹1,234.50 from 123450 paise. */
export function formatRupees(paise: number): string {
  return inr.format(paise / 100);
}
