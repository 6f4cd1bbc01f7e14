import { platform } from './platform';
import * as z from 'zod';
import { id, nextCursor, storedWords, timestamp, type ValidationKey } from './common';
import { MAX_PAISE, money, moneyField, moneyNonNegative } from './money';

/** Every kind of money movement (the ledger stores these names). */
export const TRANSACTION_TYPES = [
  'topup',
  'campaign_funding',
  'campaign_budget_change',
  'campaign_refund',
  'payout',
  /** A held payout reaching the withdrawable wallet at the end of its holdback (docs/trust.md#holdback). */
  'payout_release',
  /** A held payout lowered because YouTube's count fell: the difference back to the escrow (and the fee's share). */
  'payout_adjustment',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_rejected',
  /** A payout the provider failed, rejected, cancelled or reversed: the amount back in the clipper's wallet. */
  'withdrawal_returned',
  'fee_withdrawal',
  'payment_refund',
  'dispute_lost',
] as const;
export const transactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionType>;

/** One line of a wallet's history: the signed change to that wallet. */
export const walletTransaction = z.object({
  _id: id,
  type: transactionType,
  amount: money,
  description: z.string(),
  /** The description as its catalogue key and values, for the screens to say (docs/languages.md "Stored texts"). */
  descriptionSaid: storedWords.nullable(),
  timestamp,
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const topupRequest = z.object({
  amount: moneyField({
    message: 'validation.topupAmountInvalid',
    minPaise: 0,
    exclusiveMin: true,
    maxPaise: 10_00_000_00,
    maxMessage: 'validation.topupTooLarge',
  }).refine((paise) => paise >= 100, { error: 'validation.topupTooSmall' }),
});
export type TopupRequest = z.infer<typeof topupRequest>;

export const topupOrder = z.object({ id: z.string(), amount: moneyNonNegative, currency: z.literal('INR') });
export const topupResponse = z.object({ order: topupOrder });

/** A field the payment provider's checkout hands back; `required` names it. */
const providerField = (required: ValidationKey) => z.string({ error: required }).min(1, { error: required }).max(200);

export const verifyPaymentRequest = z.object({
  razorpay_payment_id: providerField('validation.razorpayPaymentIdRequired'),
  razorpay_order_id: providerField('validation.razorpayOrderIdRequired'),
  razorpay_signature: providerField('validation.razorpaySignatureRequired'),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;
export const verifyPaymentResponse = z.object({ message: z.string(), balance: moneyNonNegative });

export const creatorWalletResponse = z.object({
  data: z.object({
    availableBalance: moneyNonNegative,
    totalSpent: moneyNonNegative,
    pendingPayouts: moneyNonNegative,
    transactions: z.array(walletTransaction),
  }),
});
export type CreatorWallet = z.infer<typeof creatorWalletResponse>['data'];

/**
 * requested: waits for an admin; sending: with the payout provider, not final; paid (`reference` is the UTR);
 * returned: the provider failed or reversed it and the amount is back in the wallet (`returnReason` says why);
 * rejected by an admin (docs/payouts.md#states).
 */
export const withdrawalStatus = z.enum(['requested', 'sending', 'paid', 'rejected', 'returned']);
/** Why a requested withdrawal waits for an admin (docs/payouts.md#policy). */
export const withdrawalHold = z.enum(['manual', 'over_limit', 'new_upi', 'risk_flag', 'paused', 'send_failed']);
export type WithdrawalHold = z.infer<typeof withdrawalHold>;
export const withdrawal = z.object({
  _id: id,
  amount: moneyNonNegative,
  upiId: z.string(),
  status: withdrawalStatus,
  reference: z.string().nullable(),
  holdReason: withdrawalHold.nullable(),
  /** Why the provider returned it (or why the last send failed), in the provider's words. */
  returnReason: z.string().nullable(),
  /** A returned payout's reason as its catalogue key and values, for the screens to say (docs/languages.md). */
  returnReasonSaid: storedWords.nullable(),
  /** The provider's own state of the payout (queued, processing, processed, reversed, …), once sent. */
  payoutState: z.string().nullable(),
  /** The provider's payout id (pout_…), once it answered: what its support asks for. */
  payoutId: z.string().nullable(),
  user: z.object({ _id: id, name: z.string(), email: z.string() }),
  createdAt: timestamp,
  processedAt: timestamp.nullable(),
  /** The admin who paid, approved or rejected it, from the audit trail (docs/accounts.md#audit); null: nobody yet or automatic. */
  decidedBy: z.string().nullable().default(null),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const clipperWalletResponse = z.object({
  data: z.object({
    totalEarnings: moneyNonNegative,
    pendingEarnings: moneyNonNegative,
    /** Released money only: the wallet account's balance. */
    availableToWithdraw: moneyNonNegative,
    /** Approved net earnings still held (docs/trust.md#holdback): the held account's balance. */
    heldEarnings: moneyNonNegative,
    /** Each held approval, soonest release first: shown as "held until {date}". */
    holds: z.array(z.object({ clipId: id, campaignTitle: z.string(), amount: moneyNonNegative, heldUntil: timestamp })),
    withdrawals: z.array(withdrawal),
    transactions: z.array(walletTransaction),
  }),
});
export type ClipperWallet = z.infer<typeof clipperWalletResponse>['data'];

export const UPI_ID = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;

export const withdrawRequest = z.object({
  amount: moneyField({ message: 'validation.amountInvalid', minPaise: 0, exclusiveMin: true }),
  upiId: z
    .string({ error: 'validation.upiIdInvalid' })
    .trim()
    .max(100, { error: 'validation.upiIdInvalid' })
    .regex(UPI_ID, { error: 'validation.upiIdInvalid' }),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;
export const withdrawResponse = z.object({ message: z.string(), withdrawal });

export const configResponse = z.object({
  payments: z.object({
    mode: z.enum(['sandbox', 'razorpay']),
    keyId: z.string(),
    checkoutScriptUrl: z.string(),
  }),
  /** How withdrawals are paid (docs/payouts.md): by RazorpayX, its offline sandbox, or by an admin by hand. */
  payouts: z.object({ mode: z.enum(['razorpayx', 'sandbox', 'manual']), minWithdrawal: moneyNonNegative }),
  /** Whether money waits for a verified email (docs/accounts.md#verified-email). */
  accounts: z.object({ emailVerification: z.enum(['required', 'off']) }),
  /** The platforms a campaign can pay for on this server (docs/trust.md#platforms). */
  campaigns: z.object({ platforms: z.array(platform) }),
});
export type AppConfig = z.infer<typeof configResponse>;

export const withdrawalListResponse = z.object({
  data: z.object({ withdrawals: z.array(withdrawal), nextCursor }),
});

/**
 * The sandbox's stand-in for the provider's payment step: the sandbox checkout script sends the order id
 * and receives the three fields Razorpay's checkout hands to `options.handler`, signed the same way.
 */
export const sandboxPayRequest = z.object({ order_id: providerField('validation.orderIdRequired') });
export const sandboxPayResponse = verifyPaymentRequest;

const providerId = z.string().min(1).max(200);
// Paise as the provider states them; no real payment, refund or dispute exceeds the product's money cap, and an
// amount above it could not be shown back (the admin's list encodes it with the same cap).
const providerAmount = z.int().min(0).max(MAX_PAISE);

/**
 * The provider's webhook body (Razorpay): only the fields the server reads. `payment.captured` and
 * `order.paid` carry the payment entity with its order id; `refund.*` the refund entity (its payment id and
 * refunded paise); `payment.dispute.*` the dispute entity (its payment id and disputed paise). Other events
 * are acknowledged and ignored.
 */
export const paymentWebhookEvent = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({ entity: z.object({ id: providerId, order_id: providerId.nullable().optional() }) })
        .optional(),
      order: z.object({ entity: z.object({ id: providerId }) }).optional(),
      refund: z
        .object({
          entity: z.object({
            id: providerId,
            payment_id: providerId,
            amount: providerAmount,
            status: z.string().max(50).optional(),
          }),
        })
        .optional(),
      dispute: z
        .object({
          entity: z.object({
            id: providerId,
            payment_id: providerId,
            amount: providerAmount,
            status: z.string().max(50).optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEvent>;

/** Wallet screens list this many latest movements; the admin's transaction list has every one. */
export const WALLET_HISTORY_LIMIT = 100;
