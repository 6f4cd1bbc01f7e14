import * as z from 'zod';
import { publicUser, role } from './auth';
import { campaign } from './campaign';
import { id, nextCursor, pageQuery, storedWords, timestamp, type ValidationKey } from './common';
import { money, moneyField, moneyNonNegative } from './money';
import { transactionType, withdrawal, withdrawalStatus, type TransactionType } from './wallet';

export const adminStatsResponse = z.object({
  data: z.object({
    creatorsCount: z.int().min(0),
    clippersCount: z.int().min(0),
    campaignsCount: z.int().min(0),
    totalMoneyIn: moneyNonNegative,
    totalPayoutsOut: moneyNonNegative,
    adminWalletBalance: moneyNonNegative,
    /** Every 12% fee the platform fee account was ever credited, withdrawn or not. */
    totalFeesEarned: moneyNonNegative,
    /** What the admin has taken out of the platform fee account (earned - withdrawn = balance). */
    totalFeesWithdrawn: moneyNonNegative,
    /** Clippers' withdrawals requested and not yet paid or rejected (the withdrawal queue's length). */
    pendingWithdrawalsCount: z.int().min(0),
    /** Payouts with the payout provider, not final yet (docs/payouts.md#states). */
    sendingWithdrawalsCount: z.int().min(0),
    /** Payouts the provider returned (failed, rejected, cancelled or reversed): the money went back to the wallet. */
    returnedWithdrawalsCount: z.int().min(0),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponse>['data'];

/**
 * The admin lists' paging: `limit` in plain digits only, since the number coercion alone would also
 * take '1e1', '0x10' or ' 10 '. Numbers (the web client's own calls) pass through as before.
 */
const adminPageQuery = pageQuery.extend({
  limit: z
    .unknown()
    .refine((value) => typeof value !== 'string' || /^\d+$/.test(value), { error: 'validation.limitNotWhole' })
    .pipe(pageQuery.shape.limit)
    .optional(),
});

export const adminUser = publicUser.extend({
  walletBalance: moneyNonNegative,
  /** Set while the person is suspended (docs/accounts.md#suspensions). */
  suspension: z.object({ at: timestamp, reason: z.string() }).nullable(),
});
export const adminUsersQuery = adminPageQuery.extend({
  role: role.optional(),
  q: z.string().trim().max(100).optional(),
});
export const adminUsersResponse = z.object({ data: z.object({ users: z.array(adminUser), nextCursor }) });

export const adminCampaignsQuery = adminPageQuery.extend({
  status: z.enum(['active', 'paused', 'completed']).optional(),
});
export const adminCampaignsResponse = z.object({
  data: z.object({ campaigns: z.array(campaign), nextCursor }),
});
export const campaignStatusRequest = z.object({
  status: z.enum(['active', 'paused'], { error: 'validation.campaignStatusInvalid' }),
});

/** Ledger transaction types in words an admin reads: the screen and the CSV export say the same. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  topup: 'Top-up',
  campaign_funding: 'Campaign funding',
  campaign_budget_change: 'Budget change',
  campaign_refund: 'Campaign refund',
  payout: 'Payout',
  payout_release: 'Payout released',
  payout_adjustment: 'Payout adjusted',
  withdrawal_request: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_rejected: 'Withdrawal rejected',
  withdrawal_returned: 'Payout returned',
  fee_withdrawal: 'Admin fee withdrawal',
  payment_refund: 'Payment refunded',
  dispute_lost: 'Dispute lost',
};

/** A ledger transaction as the admin sees it: who, what, how much, when. */
export const adminTransaction = z.object({
  _id: id,
  userId: z.object({ _id: id, name: z.string() }).nullable(),
  type: transactionType,
  amount: moneyNonNegative,
  description: z.string(),
  /** The description as its catalogue key and values (docs/languages.md "Stored texts"). */
  descriptionSaid: storedWords.nullable(),
  timestamp,
});
export type AdminTransaction = z.infer<typeof adminTransaction>;

/**
 * The filters of the transaction list and its CSV export. `from` and `to` are calendar days, both
 * included, in the admin's own time zone: `tzOffset` is its offset from UTC in minutes east
 * (330 for India; default 0, UTC), so a day means the day the admin sees on screen.
 */
const transactionFilters = z.object({
  type: transactionType.optional(),
  from: z.iso.date({ error: 'validation.fromDateInvalid' }).optional(),
  to: z.iso.date({ error: 'validation.toDateInvalid' }).optional(),
  tzOffset: z.coerce
    .number({ error: 'validation.tzOffsetNotNumber' })
    .int({ error: 'validation.tzOffsetNotWhole' })
    .min(-720, { error: 'validation.tzOffsetRange' })
    .max(840, { error: 'validation.tzOffsetRange' })
    .optional(),
});
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { error: 'validation.fromAfterTo', path: ['from'] };

export const adminTransactionsQuery = adminPageQuery
  .extend(transactionFilters.shape)
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type AdminTransactionFilters = z.infer<typeof transactionFilters>;

/** The CSV export takes the list's filters and returns every matching row (no cursor). */
export const adminTransactionsCsvQuery = transactionFilters.refine(fromNotAfterTo, FROM_AFTER_TO);

/**
 * The export's body is text/csv, not JSON: a header row (ADMIN_TRANSACTIONS_CSV_HEADER), then one line
 * per transaction, newest first: the date-time in the admin's zone with its offset ('2026-11-23 02:00
 * +05:30', as tzOffset says), the type as TRANSACTION_TYPE_LABELS words it, the campaign's title (empty
 * when the movement has none), amounts in rupees with 2 decimals, fields quoted as RFC 4180 says.
 */
export const ADMIN_TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Type',
  'User',
  'User ID',
  'Campaign',
  'Amount (INR)',
  'Description',
  'Transaction ID',
];
export const adminTransactionsCsv = z.string().describe('text/csv');
export const adminTransactionsResponse = z.object({
  data: z.object({ transactions: z.array(adminTransaction), nextCursor }),
});

export const adminWalletEntry = z.object({
  _id: id,
  type: z.enum(['platform_fee', 'withdrawal']),
  amount: money,
  description: z.string(),
  /**
   * The ledger line's own description as its key and values (docs/languages.md "Stored texts"); a fee taken from a
   * payout or returned by its adjustment (`feeLine`) is said as "Admin fee (12%): " or "Admin fee (12%) returned: " before it.
   */
  descriptionSaid: storedWords.nullable(),
  feeLine: z.enum(['taken', 'returned']).nullable(),
  timestamp,
});
export const adminWallet = z.object({
  currentBalance: moneyNonNegative,
  /** The balance less the fee share of payouts still held (docs/trust.md#holdback): what the admin may withdraw now. */
  withdrawableBalance: moneyNonNegative,
  transactions: z.array(adminWalletEntry),
});
export type AdminWallet = z.infer<typeof adminWallet>;
export const adminWalletResponse = z.object({ data: adminWallet });

export const adminWithdrawRequest = z.object({
  amount: moneyField({ message: 'validation.adminWithdrawAmountInvalid', minPaise: 0, exclusiveMin: true }),
});
export const adminWithdrawResponse = z.object({ message: z.string(), data: adminWallet });

export const adminWithdrawalsQuery = adminPageQuery.extend({ status: withdrawalStatus.optional() });
export const PAYMENT_REFERENCE_REQUIRED: ValidationKey = 'validation.paymentReferenceRequired';
/**
 * Paid by hand (PAYOUTS_MODE=manual), the admin gives the payment's reference; with a payout provider the Pay sends
 * the payout and the provider's UTR becomes the reference, so none is asked (docs/payouts.md#policy).
 */
export const payWithdrawalRequest = z.object({
  reference: z
    .string({ error: PAYMENT_REFERENCE_REQUIRED })
    .trim()
    .min(1, { error: PAYMENT_REFERENCE_REQUIRED })
    .max(100, { error: 'validation.paymentReferenceTooLong' })
    .optional(),
});
export const rejectWithdrawalRequest = z.object({
  reason: z.string().trim().max(300, { error: 'validation.withdrawalReasonTooLong' }).optional(),
});
export const withdrawalResponse = z.object({ message: z.string(), withdrawal });

export const paymentEventKind = z.enum(['refund', 'dispute']);

/**
 * A refund or dispute of a creator's top-up payment, as the provider's webhooks reported it
 * (docs/product.md#payments): how much, how much was debited from the creator's wallet (`recovered`) and
 * how much the wallet could not cover (`unrecovered`, the admin's to settle).
 */
export const paymentEvent = z.object({
  _id: id,
  kind: paymentEventKind,
  /** The provider's refund or dispute id. */
  providerRef: z.string(),
  paymentId: z.string(),
  orderId: z.string().nullable(),
  /** The provider's latest status (refunds: created, processed, failed; disputes: open, won, lost, ...). */
  status: z.string(),
  amount: moneyNonNegative,
  recovered: moneyNonNegative,
  unrecovered: moneyNonNegative,
  creator: z.object({ _id: id, name: z.string(), email: z.string() }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PaymentEvent = z.infer<typeof paymentEvent>;

export const adminPaymentEventsQuery = adminPageQuery.extend({ kind: paymentEventKind.optional() });
export const adminPaymentEventsResponse = z.object({
  data: z.object({ events: z.array(paymentEvent), nextCursor }),
});
