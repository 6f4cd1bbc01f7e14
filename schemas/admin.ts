import * as z from 'zod';
import { publicUser, role } from './auth';
import { campaign } from './campaign';
import { id, nextCursor, pageQuery, timestamp } from './common';
import { money, moneyField, moneyNonNegative } from './money';
import { transactionType, withdrawal, withdrawalStatus } from './wallet';

export const adminStatsResponse = z.object({
  data: z.object({
    creatorsCount: z.int().min(0),
    clippersCount: z.int().min(0),
    campaignsCount: z.int().min(0),
    totalMoneyIn: moneyNonNegative,
    totalPayoutsOut: moneyNonNegative,
    adminWalletBalance: moneyNonNegative,
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponse>['data'];

export const adminUser = publicUser.extend({ walletBalance: moneyNonNegative });
export const adminUsersQuery = pageQuery.extend({
  role: role.optional(),
  q: z.string().trim().max(100).optional(),
});
export const adminUsersResponse = z.object({ data: z.object({ users: z.array(adminUser), nextCursor }) });

export const adminCampaignsQuery = pageQuery.extend({
  status: z.enum(['active', 'paused', 'completed']).optional(),
});
export const adminCampaignsResponse = z.object({
  data: z.object({ campaigns: z.array(campaign), nextCursor }),
});
export const campaignStatusRequest = z.object({
  status: z.enum(['active', 'paused'], { error: 'Status must be active or paused' }),
});

/** A ledger transaction as the admin sees it: who, what, how much, when. */
export const adminTransaction = z.object({
  _id: id,
  userId: z.object({ _id: id, name: z.string() }).nullable(),
  type: transactionType,
  amount: moneyNonNegative,
  description: z.string(),
  timestamp,
});
export type AdminTransaction = z.infer<typeof adminTransaction>;

export const adminTransactionsQuery = pageQuery.extend({
  type: transactionType.optional(),
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
});
export const adminTransactionsResponse = z.object({
  data: z.object({ transactions: z.array(adminTransaction), nextCursor }),
});

export const adminWalletEntry = z.object({
  _id: id,
  type: z.enum(['platform_fee', 'withdrawal']),
  amount: money,
  description: z.string(),
  timestamp,
});
export const adminWallet = z.object({ currentBalance: moneyNonNegative, transactions: z.array(adminWalletEntry) });
export type AdminWallet = z.infer<typeof adminWallet>;
export const adminWalletResponse = z.object({ data: adminWallet });

export const adminWithdrawRequest = z.object({
  amount: moneyField({ message: 'Please enter a valid withdrawal amount', minPaise: 0, exclusiveMin: true }),
});
export const adminWithdrawResponse = z.object({ message: z.string(), data: adminWallet });

export const adminWithdrawalsQuery = pageQuery.extend({ status: withdrawalStatus.optional() });
export const payWithdrawalRequest = z.object({
  reference: z
    .string({ error: 'Payment reference is required' })
    .trim()
    .min(1, { error: 'Payment reference is required' })
    .max(100, { error: 'Payment reference must be at most 100 characters' }),
});
export const rejectWithdrawalRequest = z.object({
  reason: z.string().trim().max(300, { error: 'Reason must be at most 300 characters' }).optional(),
});
export const withdrawalResponse = z.object({ message: z.string(), withdrawal });
