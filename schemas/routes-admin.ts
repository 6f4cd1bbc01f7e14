import * as admin from './admin';
import * as campaign from './campaign';
import * as clip from './clip';
import * as series from './series';
import * as wallet from './wallet';
import { pageQuery } from './common';
import { route, ADMIN, campaignId, clipId, withdrawalId, FINANCE, MODERATION } from './route-kit';

/** The admin's calls: figures, lists, the fee wallet, the withdrawal and review queues (the whole table: schemas/routes.ts). */
export const adminRoutes = {
  adminStats: route({
    method: 'GET',
    path: '/api/admin/stats',
    access: ADMIN,
    response: admin.adminStatsResponse,
    cache: 'private',
  }),
  /** The admin dashboard's chart: money in, payouts and fees per day. */
  adminSeries: route({
    method: 'GET',
    path: '/api/admin/series',
    access: ADMIN,
    query: series.seriesQuery,
    response: series.adminSeriesResponse,
    cache: 'private',
  }),
  adminUsers: route({
    method: 'GET',
    path: '/api/admin/users',
    access: ADMIN,
    query: admin.adminUsersQuery,
    response: admin.adminUsersResponse,
  }),
  adminCampaigns: route({
    method: 'GET',
    path: '/api/admin/campaigns',
    access: ADMIN,
    query: admin.adminCampaignsQuery,
    response: admin.adminCampaignsResponse,
  }),
  adminCampaignStatus: route({
    method: 'PATCH',
    path: '/api/admin/campaigns/:id/status',
    access: MODERATION,
    params: campaignId,
    request: admin.campaignStatusRequest,
    response: campaign.campaignMutationResponse,
  }),
  adminTransactions: route({
    method: 'GET',
    path: '/api/admin/transactions',
    access: FINANCE,
    query: admin.adminTransactionsQuery,
    response: admin.adminTransactionsResponse,
  }),
  adminWallet: route({
    method: 'GET',
    path: '/api/admin/wallet',
    access: FINANCE,
    response: admin.adminWalletResponse,
    cache: 'private',
  }),
  adminWithdraw: route({
    method: 'POST',
    path: '/api/admin/wallet/withdraw',
    access: FINANCE,
    request: admin.adminWithdrawRequest,
    response: admin.adminWithdrawResponse,
  }),
  adminWithdrawals: route({
    method: 'GET',
    path: '/api/admin/withdrawals',
    access: FINANCE,
    query: admin.adminWithdrawalsQuery,
    response: wallet.withdrawalListResponse,
  }),
  payWithdrawal: route({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/pay',
    access: FINANCE,
    params: withdrawalId,
    request: admin.payWithdrawalRequest,
    response: admin.withdrawalResponse,
  }),
  adminTransactionsCsv: route({
    method: 'GET',
    path: '/api/admin/transactions.csv',
    access: FINANCE,
    query: admin.adminTransactionsCsvQuery,
    response: admin.adminTransactionsCsv,
    contentType: 'text/csv',
  }),
  /** The provider's refunds and disputes of top-ups, with what was taken back from each creator's wallet. */
  adminPaymentEvents: route({
    method: 'GET',
    path: '/api/admin/payment-events',
    access: FINANCE,
    query: admin.adminPaymentEventsQuery,
    response: admin.adminPaymentEventsResponse,
  }),
  rejectWithdrawal: route({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/reject',
    access: FINANCE,
    params: withdrawalId,
    request: admin.rejectWithdrawalRequest,
    response: admin.withdrawalResponse,
  }),
  /** Overdue clips the review-deadline rule could not decide (docs/trust.md#review-deadline), longest waiting first. */
  adminReviewQueue: route({
    method: 'GET',
    path: '/api/admin/review-queue',
    access: MODERATION,
    query: pageQuery,
    response: clip.clipsPageResponse,
  }),
  adminApproveClip: route({
    method: 'PATCH',
    path: '/api/admin/clips/:id/approve',
    access: MODERATION,
    params: clipId,
    request: clip.approveClipRequest,
    response: clip.clipResponse,
  }),
  adminRejectClip: route({
    method: 'PATCH',
    path: '/api/admin/clips/:id/reject',
    access: MODERATION,
    params: clipId,
    request: clip.rejectClipRequest,
    response: clip.clipResponse,
  }),
} as const;
