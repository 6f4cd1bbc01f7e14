import * as z from 'zod';
import * as admin from './admin';
import * as auth from './auth';
import * as campaign from './campaign';
import * as clip from './clip';
import { messageResponse, pageQuery } from './common';
import * as dashboard from './dashboard';
import * as wallet from './wallet';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RouteDef = {
  method: Method;
  /** Hono-style path; `:id` is the only parameter. */
  path: string;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Set for the calls that do not answer JSON (the body is then a string in this format). */
  contentType?: 'text/csv';
  /**
   * GETs the server's read cache may answer (README "Read cache"): `public` is the same for everyone (shared
   * entry, ETag and a short Cache-Control), `private` is kept per session token and never by browsers.
   */
  cache?: 'public' | 'private';
};

const route = <const R extends RouteDef>(def: R) => def;

/**
 * Every call the product makes (docs/product.md#api-conventions): the single statement of each
 * shape. The server validates requests with `request`/`query` and encodes responses with `response`;
 * the web app encodes requests and parses responses with the same schemas.
 */
export const routes = {
  // accounts
  login: route({ method: 'POST', path: '/api/auth/login', request: auth.loginRequest, response: auth.authResponse }),
  signup: route({ method: 'POST', path: '/api/auth/signup', request: auth.signupRequest, response: auth.authResponse }),
  adminLogin: route({ method: 'POST', path: '/api/auth/admin/login', request: auth.loginRequest, response: auth.authResponse }),
  me: route({ method: 'GET', path: '/api/auth/me', response: auth.meResponse, cache: 'private' }),
  /** Ends every session of the signed-in account (its tokens stop working), this one included. */
  logoutAll: route({ method: 'POST', path: '/api/auth/logout-all', response: messageResponse }),
  config: route({ method: 'GET', path: '/api/config', response: wallet.configResponse }),

  // campaigns
  listCampaigns: route({ method: 'GET', path: '/api/campaigns', query: pageQuery, response: campaign.campaignListResponse, cache: 'public' }),
  joinedCampaigns: route({ method: 'GET', path: '/api/campaigns/joined', response: campaign.joinedCampaignsResponse, cache: 'private' }),
  getCampaign: route({ method: 'GET', path: '/api/campaigns/:id', response: campaign.campaignResponse, cache: 'public' }),
  campaignParticipants: route({ method: 'GET', path: '/api/campaigns/:id/participants', query: pageQuery, response: campaign.participantsPageResponse, cache: 'public' }),
  /** The same pages with emails: the campaign's creator and admins only, so kept per session (never shared). */
  participantContacts: route({ method: 'GET', path: '/api/campaigns/:id/participant-contacts', query: pageQuery, response: campaign.participantsPageResponse, cache: 'private' }),
  joinCampaign: route({ method: 'POST', path: '/api/campaigns/:id/join', response: messageResponse }),
  createCampaign: route({ method: 'POST', path: '/api/campaigns', request: campaign.createCampaignRequest, response: campaign.campaignMutationResponse }),
  updateCampaign: route({ method: 'PATCH', path: '/api/campaigns/:id', request: campaign.updateCampaignRequest, response: campaign.campaignMutationResponse }),
  deleteCampaign: route({ method: 'DELETE', path: '/api/campaigns/:id', response: messageResponse }),

  // clips and dashboards
  userDashboard: route({ method: 'GET', path: '/api/user/dashboard', response: dashboard.userDashboardResponse, cache: 'private' }),
  myClips: route({ method: 'GET', path: '/api/clips/my-clips', query: pageQuery, response: clip.clipsPageResponse, cache: 'private' }),
  submitClip: route({ method: 'POST', path: '/api/clip-submissions', request: clip.submitClipRequest, response: clip.clipResponse }),
  creatorDashboard: route({ method: 'GET', path: '/api/creator/dashboard', response: dashboard.creatorDashboardResponse, cache: 'private' }),
  creatorCampaigns: route({ method: 'GET', path: '/api/creator/campaigns', query: pageQuery, response: campaign.campaignListResponse, cache: 'private' }),
  creatorPendingClips: route({ method: 'GET', path: '/api/creator/pending-clips', query: pageQuery, response: clip.clipsPageResponse, cache: 'private' }),
  approveClip: route({ method: 'PATCH', path: '/api/clips/:id/approve', request: clip.approveClipRequest, response: clip.clipResponse }),
  rejectClip: route({ method: 'PATCH', path: '/api/clips/:id/reject', response: clip.clipResponse }),

  // wallets and payments
  topup: route({ method: 'POST', path: '/api/wallet/topup', request: wallet.topupRequest, response: wallet.topupResponse }),
  verifyPayment: route({ method: 'POST', path: '/api/wallet/verify', request: wallet.verifyPaymentRequest, response: wallet.verifyPaymentResponse }),
  creatorWallet: route({ method: 'GET', path: '/api/wallet/creator', response: wallet.creatorWalletResponse, cache: 'private' }),
  clipperWallet: route({ method: 'GET', path: '/api/wallet/clipper', response: wallet.clipperWalletResponse, cache: 'private' }),
  withdraw: route({ method: 'POST', path: '/api/wallet/withdraw', request: wallet.withdrawRequest, response: wallet.withdrawResponse }),
  /** The provider's notifications; the body is read raw (its signature covers the exact bytes). */
  paymentWebhook: route({ method: 'POST', path: '/api/wallet/webhook', response: messageResponse }),
  /** Sandbox mode only: the offline provider's "pay" step, called by its checkout script. */
  sandboxPay: route({ method: 'POST', path: '/api/payments/sandbox/pay', request: wallet.sandboxPayRequest, response: wallet.sandboxPayResponse }),

  // admin
  adminStats: route({ method: 'GET', path: '/api/admin/stats', response: admin.adminStatsResponse, cache: 'private' }),
  adminUsers: route({ method: 'GET', path: '/api/admin/users', query: admin.adminUsersQuery, response: admin.adminUsersResponse }),
  adminCampaigns: route({ method: 'GET', path: '/api/admin/campaigns', query: admin.adminCampaignsQuery, response: admin.adminCampaignsResponse }),
  adminCampaignStatus: route({ method: 'PATCH', path: '/api/admin/campaigns/:id/status', request: admin.campaignStatusRequest, response: campaign.campaignMutationResponse }),
  adminTransactions: route({ method: 'GET', path: '/api/admin/transactions', query: admin.adminTransactionsQuery, response: admin.adminTransactionsResponse }),
  adminWallet: route({ method: 'GET', path: '/api/admin/wallet', response: admin.adminWalletResponse, cache: 'private' }),
  adminWithdraw: route({ method: 'POST', path: '/api/admin/wallet/withdraw', request: admin.adminWithdrawRequest, response: admin.adminWithdrawResponse }),
  adminWithdrawals: route({ method: 'GET', path: '/api/admin/withdrawals', query: admin.adminWithdrawalsQuery, response: wallet.withdrawalListResponse }),
  payWithdrawal: route({ method: 'POST', path: '/api/admin/withdrawals/:id/pay', request: admin.payWithdrawalRequest, response: admin.withdrawalResponse }),
  adminTransactionsCsv: route({ method: 'GET', path: '/api/admin/transactions.csv', query: admin.adminTransactionsCsvQuery, response: admin.adminTransactionsCsv, contentType: 'text/csv' }),
  rejectWithdrawal: route({ method: 'POST', path: '/api/admin/withdrawals/:id/reject', request: admin.rejectWithdrawalRequest, response: admin.withdrawalResponse }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** What a caller holds for a route's body (decoded: money in paise). */
export type RequestOf<N extends RouteName> = Routes[N] extends { request: z.ZodType } ? z.output<Routes[N]['request']> : never;
export type ResponseOf<N extends RouteName> = z.output<Routes[N]['response']>;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]['query']> : never;
