import * as z from 'zod';
import { timestamp } from './common';
import { moneyField, moneyNonNegative } from './money';
import { UPI_ID, withdrawal, withdrawalStatus } from './wallet';

/** The admin's payout policy (docs/payouts.md#policy). */
export const payoutPolicy = z.object({
  /** Withdrawals up to this go out as soon as they are requested; larger ones wait for an admin. */
  autoLimit: moneyNonNegative,
  /** Pauses every automatic payout at once. */
  paused: z.boolean({ error: 'validation.pausedNotBoolean' }),
});
export type PayoutPolicy = z.infer<typeof payoutPolicy>;

export const updatePayoutPolicyRequest = z.object({
  autoLimit: moneyField({ message: 'validation.autoLimitInvalid', minPaise: 0 }),
  paused: z.boolean({ error: 'validation.pausedNotBoolean' }),
});
export const payoutPolicyResponse = z.object({ message: z.string(), policy: payoutPolicy });

/** How many withdrawals are in each state, and their amount. */
export const payoutCount = z.object({ status: withdrawalStatus, count: z.int().min(0), amount: moneyNonNegative });

/** Admin > Payouts: the mode, the policy, counts by state, and the payouts that need watching. */
export const adminPayoutsResponse = z.object({
  data: z.object({
    mode: z.enum(['razorpayx', 'sandbox', 'manual']),
    policy: payoutPolicy,
    counts: z.array(payoutCount),
    /** With the provider and not final, oldest first (queued ones wait for the business account's balance). */
    inFlight: z.array(withdrawal),
    /** Returned by the provider, or refused when sent (waiting for an admin), newest first. */
    failed: z.array(withdrawal),
  }),
});

/** One of a clipper's saved UPI IDs, most recently used first. */
export const savedUpiId = z.object({
  address: z.string(),
  /** The account holder's name the provider reported, when it could. */
  registeredName: z.string().nullable(),
  /** Whether a payout to it was paid: a first payout to a new one waits for an admin. */
  paidBefore: z.boolean(),
  lastUsedAt: timestamp,
});
export const savedUpiIdsResponse = z.object({ upiIds: z.array(savedUpiId) });

export const validateUpiIdRequest = z.object({
  upiId: z
    .string({ error: 'validation.upiIdInvalid' })
    .trim()
    .max(100, { error: 'validation.upiIdInvalid' })
    .regex(UPI_ID, { error: 'validation.upiIdInvalid' }),
});
/**
 * What the provider says of a UPI ID before the first payout to it (docs/payouts.md#upi-ids): `valid` with the
 * account holder's name, `invalid`, or `unavailable` (test mode, manual payouts, the provider did not answer), when
 * the clipper's own confirmation of the ID stands alone.
 */
export const validateUpiIdResponse = z.object({
  upiId: z.string(),
  verdict: z.enum(['valid', 'invalid', 'unavailable']),
  registeredName: z.string().nullable(),
  message: z.string(),
});

/** An Indian financial year, April to March, named by the year it starts in (2026 is April 2026 to March 2027). */
export const statementQuery = z.object({
  year: z.coerce
    .number({ error: 'validation.yearInvalid' })
    .int({ error: 'validation.yearInvalid' })
    .min(2020, { error: 'validation.yearTooEarly' })
    .max(2100, { error: 'validation.yearTooLate' }),
});
/** The statement's columns: the amount is the change to the clipper's money (wallet and held), the fee the platform's. */
export const STATEMENT_CSV_HEADER = ['Date', 'Type', 'Description', 'Amount (₹)', 'Platform fee (₹)', 'UTR'] as const;
export const statementCsv = z.string().describe('text/csv');
