import * as z from 'zod';
import * as admin from './admin';
import * as auth from './auth';
import * as campaign from './campaign';
import * as channel from './channel';
import * as clip from './clip';
import { messageResponse, pageQuery } from './common';
import * as dashboard from './dashboard';
import * as events from './events';
import * as measurements from './measurements';
import * as notifications from './notifications';
import * as openapi from './openapi';
import * as ops from './ops';
import * as series from './series';
import * as site from './site';
import * as wallet from './wallet';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call a route (docs/product.md#roles-and-access): `anyone` (no session is read), `signed-in`
 * (401 without a valid session), or a list of roles (401 without a session, 403 with `refusal` for any other
 * role; the toast shows it, so it says who may do this). The server checks this in one place for every route
 * (src/server/http/route-access.ts); whose object it is stays with the domain functions.
 */
export type Access = 'anyone' | 'signed-in' | { roles: readonly [auth.Role, ...auth.Role[]]; refusal?: string };

/** A path parameter: a UUID naming one object; any other value is that object not found (404, this message). */
export type PathParam = { notFound: string };

export type RouteDef = {
  method: Method;
  /** Hono-style path; its `:name` parameters are declared in `params`. */
  path: string;
  access: Access;
  params?: Readonly<Record<string, PathParam>>;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** A write that creates something answers 201 Created; every other success is 200. */
  created?: true;
  /** Set for the calls that do not answer JSON (the body is then a string in this format). */
  contentType?: 'text/csv' | 'text/html' | 'text/event-stream';
  /**
   * GETs the server's read cache may answer (docs/reads.md "Read cache"): `public` is the same for everyone (shared
   * entry, ETag and a short Cache-Control), `private` is kept per session token and never by browsers.
   */
  cache?: 'public' | 'private';
};

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters must declare each of them; one without declares none. */
type ParamsOf<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: { readonly [K in ParamNames<P>]: PathParam } };

/**
 * A shared cache entry is served before any access check, so only a route anyone may call may be `public`;
 * a `private` entry is kept per token, so its route must need a session.
 */
type CacheFits<R extends RouteDef> = R['cache'] extends 'public'
  ? { access: 'anyone' }
  : R['cache'] extends 'private'
    ? { access: Exclude<Access, 'anyone'> }
    : unknown;

const route = <const R extends RouteDef>(def: R & ParamsOf<R['path']> & CacheFits<R>) => def;

const ANYONE = 'anyone';
const SIGNED_IN = 'signed-in';
const ADMIN = { roles: ['admin'] } as const;
const clippers = (refusal: string) => ({ roles: ['user'], refusal }) as const;
const creators = (refusal: string) => ({ roles: ['creator'], refusal }) as const;

const CLIPPERS_SUBMIT = 'Only clippers can submit clips.';
const CLIPPERS_WITHDRAW = 'Only clippers can withdraw earnings.';
const CLIPPERS_CHANNEL = 'Only clippers link a YouTube channel.';
const CREATORS_MANAGE = 'Only campaign creators can manage campaigns.';
const CREATORS_REVIEW = 'Only campaign creators can review clips.';
const CREATORS_TOP_UP = 'Only campaign creators can top up a wallet.';
const CREATOR_DASHBOARD = 'The creator dashboard is for campaign creators.';

/** The answer (404) for an id that names nothing: the path's, and the domain functions' when it is gone. */
export const NOT_FOUND = {
  campaign: 'Campaign not found.',
  clip: 'Clip not found.',
  withdrawal: 'Withdrawal not found.',
} as const;

const campaignId = { id: { notFound: NOT_FOUND.campaign } };
const clipId = { id: { notFound: NOT_FOUND.clip } };
const withdrawalId = { id: { notFound: NOT_FOUND.withdrawal } };

/**
 * Every call the product makes (docs/product.md#api-conventions): the single statement of each
 * shape. The server validates requests with `request`/`query` and encodes responses with `response`;
 * the web app encodes requests and parses responses with the same schemas.
 */
export const routes = {
  // accounts
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    access: ANYONE,
    request: auth.loginRequest,
    response: auth.authResponse,
  }),
  signup: route({
    method: 'POST',
    path: '/api/auth/signup',
    access: ANYONE,
    request: auth.signupRequest,
    response: auth.authResponse,
    created: true,
  }),
  adminLogin: route({
    method: 'POST',
    path: '/api/auth/admin/login',
    access: ANYONE,
    request: auth.loginRequest,
    response: auth.authResponse,
  }),
  me: route({ method: 'GET', path: '/api/auth/me', access: SIGNED_IN, response: auth.meResponse, cache: 'private' }),
  /** Ends every session of the signed-in account (its tokens stop working), this one included. */
  logoutAll: route({ method: 'POST', path: '/api/auth/logout-all', access: SIGNED_IN, response: messageResponse }),
  config: route({ method: 'GET', path: '/api/config', access: ANYONE, response: wallet.configResponse }),
  /** The contact page's email, phone and address, as configured (each null when unset). */
  siteContact: route({
    method: 'GET',
    path: '/api/site/contact',
    access: ANYONE,
    response: site.siteContactResponse,
    cache: 'public',
  }),
  /** Which emails the signed-in person gets: a switch per kind their role receives (docs/operations.md#email). */
  notificationSettings: route({
    method: 'GET',
    path: '/api/notification-settings',
    access: SIGNED_IN,
    response: notifications.notificationSettingsResponse,
  }),
  /** The person's live changes as Server-Sent Events (docs/reads.md "Live updates"): each `data:` is one `liveEvent`; send Last-Event-ID to resume. */
  liveEvents: route({
    method: 'GET',
    path: '/api/events',
    access: SIGNED_IN,
    response: events.liveEvent,
    contentType: 'text/event-stream',
  }),
  updateNotificationSettings: route({
    method: 'PATCH',
    path: '/api/notification-settings',
    access: SIGNED_IN,
    request: notifications.updateNotificationSettingsRequest,
    response: notifications.notificationSettingsResponse,
  }),

  // the contract itself, for integrators (docs/api.md)
  /** This table as an OpenAPI 3.1 document (src/server/openapi), the same for everyone. */
  openApi: route({
    method: 'GET',
    path: '/api/openapi.json',
    access: ANYONE,
    response: openapi.openApiDocument,
    cache: 'public',
  }),
  /** The API reference page, rendered in the browser from /api/openapi.json (its assets under /api/docs/assets/). */
  apiDocs: route({
    method: 'GET',
    path: '/api/docs',
    access: ANYONE,
    response: openapi.apiDocsPage,
    contentType: 'text/html',
  }),

  // operations (docs/operations.md#monitoring): probes for load balancers and orchestrators, never cached
  health: route({ method: 'GET', path: '/api/health', access: ANYONE, response: ops.healthResponse }),
  ready: route({ method: 'GET', path: '/api/ready', access: ANYONE, response: ops.readyResponse }),

  // campaigns
  listCampaigns: route({
    method: 'GET',
    path: '/api/campaigns',
    access: ANYONE,
    query: campaign.campaignListQuery,
    response: campaign.campaignListResponse,
    cache: 'public',
  }),
  joinedCampaigns: route({
    method: 'GET',
    path: '/api/campaigns/joined',
    access: clippers('Only clippers can do this.'),
    query: campaign.joinedCampaignsQuery,
    response: campaign.campaignListResponse,
    cache: 'private',
  }),
  getCampaign: route({
    method: 'GET',
    path: '/api/campaigns/:id',
    access: ANYONE,
    params: campaignId,
    response: campaign.campaignResponse,
    cache: 'public',
  }),
  campaignParticipants: route({
    method: 'GET',
    path: '/api/campaigns/:id/participants',
    access: ANYONE,
    params: campaignId,
    query: pageQuery,
    response: campaign.participantsPageResponse,
    cache: 'public',
  }),
  /** The same pages with emails: the campaign's creator and admins only (checked on the campaign), so kept per session. */
  participantContacts: route({
    method: 'GET',
    path: '/api/campaigns/:id/participant-contacts',
    access: SIGNED_IN,
    params: campaignId,
    query: pageQuery,
    response: campaign.participantsPageResponse,
    cache: 'private',
  }),
  joinCampaign: route({
    method: 'POST',
    path: '/api/campaigns/:id/join',
    access: clippers('Only clippers can join campaigns.'),
    params: campaignId,
    response: messageResponse,
  }),
  createCampaign: route({
    method: 'POST',
    path: '/api/campaigns',
    access: creators(CREATORS_MANAGE),
    request: campaign.createCampaignRequest,
    response: campaign.campaignMutationResponse,
    created: true,
  }),
  updateCampaign: route({
    method: 'PATCH',
    path: '/api/campaigns/:id',
    access: creators(CREATORS_MANAGE),
    params: campaignId,
    request: campaign.updateCampaignRequest,
    response: campaign.campaignMutationResponse,
  }),
  deleteCampaign: route({
    method: 'DELETE',
    path: '/api/campaigns/:id',
    access: creators(CREATORS_MANAGE),
    params: campaignId,
    response: messageResponse,
  }),

  // clips and dashboards
  userDashboard: route({
    method: 'GET',
    path: '/api/user/dashboard',
    access: clippers('The clipper dashboard is for clippers.'),
    response: dashboard.userDashboardResponse,
    cache: 'private',
  }),
  myClips: route({
    method: 'GET',
    path: '/api/clips/my-clips',
    access: clippers(CLIPPERS_SUBMIT),
    query: pageQuery,
    response: clip.clipsPageResponse,
    cache: 'private',
  }),
  submitClip: route({
    method: 'POST',
    path: '/api/clip-submissions',
    access: clippers(CLIPPERS_SUBMIT),
    request: clip.submitClipRequest,
    response: clip.clipResponse,
    created: true,
  }),
  /** The clipper dashboard's charts (docs/reads.md "Charts"): earnings per day and views per clip, the last `days` days. */
  userSeries: route({
    method: 'GET',
    path: '/api/user/dashboard/series',
    access: clippers('The clipper dashboard is for clippers.'),
    query: series.seriesQuery,
    response: series.clipperSeriesResponse,
    cache: 'private',
  }),
  creatorDashboard: route({
    method: 'GET',
    path: '/api/creator/dashboard',
    access: creators(CREATOR_DASHBOARD),
    response: dashboard.creatorDashboardResponse,
    cache: 'private',
  }),
  /** The creator dashboard's charts: spend and views per day and per campaign, and the budget's burn. */
  creatorSeries: route({
    method: 'GET',
    path: '/api/creator/dashboard/series',
    access: creators(CREATOR_DASHBOARD),
    query: series.seriesQuery,
    response: series.creatorSeriesResponse,
    cache: 'private',
  }),
  creatorCampaigns: route({
    method: 'GET',
    path: '/api/creator/campaigns',
    access: creators(CREATOR_DASHBOARD),
    query: pageQuery,
    response: campaign.campaignListResponse,
    cache: 'private',
  }),
  creatorPendingClips: route({
    method: 'GET',
    path: '/api/creator/pending-clips',
    access: creators(CREATOR_DASHBOARD),
    query: pageQuery,
    response: clip.clipsPageResponse,
    cache: 'private',
  }),
  approveClip: route({
    method: 'PATCH',
    path: '/api/clips/:id/approve',
    access: creators(CREATORS_REVIEW),
    params: clipId,
    request: clip.approveClipRequest,
    response: clip.clipResponse,
  }),
  rejectClip: route({
    method: 'PATCH',
    path: '/api/clips/:id/reject',
    access: creators(CREATORS_REVIEW),
    params: clipId,
    response: clip.clipResponse,
  }),
  /** The clip's measured views over time, oldest first (docs/trust.md#measured-views): its clipper, its campaign's creator and admins. */
  clipMeasurements: route({
    method: 'GET',
    path: '/api/clips/:id/measurements',
    access: SIGNED_IN,
    params: clipId,
    response: measurements.clipMeasurementsResponse,
    cache: 'private',
  }),
  /** The clipper's verification code and linked channel (docs/trust.md#channel-ownership). */
  clipperChannel: route({
    method: 'GET',
    path: '/api/clipper/channel',
    access: clippers(CLIPPERS_CHANNEL),
    response: channel.clipperChannelResponse,
    cache: 'private',
  }),
  linkChannel: route({
    method: 'POST',
    path: '/api/clipper/channel',
    access: clippers(CLIPPERS_CHANNEL),
    request: channel.linkChannelRequest,
    response: channel.linkChannelResponse,
    created: true,
  }),

  // wallets and payments
  topup: route({
    method: 'POST',
    path: '/api/wallet/topup',
    access: creators(CREATORS_TOP_UP),
    request: wallet.topupRequest,
    response: wallet.topupResponse,
    created: true,
  }),
  verifyPayment: route({
    method: 'POST',
    path: '/api/wallet/verify',
    access: creators(CREATORS_TOP_UP),
    request: wallet.verifyPaymentRequest,
    response: wallet.verifyPaymentResponse,
  }),
  creatorWallet: route({
    method: 'GET',
    path: '/api/wallet/creator',
    access: creators('Only campaign creators have a creator wallet.'),
    response: wallet.creatorWalletResponse,
    cache: 'private',
  }),
  clipperWallet: route({
    method: 'GET',
    path: '/api/wallet/clipper',
    access: clippers(CLIPPERS_WITHDRAW),
    response: wallet.clipperWalletResponse,
    cache: 'private',
  }),
  withdraw: route({
    method: 'POST',
    path: '/api/wallet/withdraw',
    access: clippers(CLIPPERS_WITHDRAW),
    request: wallet.withdrawRequest,
    response: wallet.withdrawResponse,
    created: true,
  }),
  /** The provider's notifications, proven by their signature (no session); the body is read raw (the signature covers the exact bytes). */
  paymentWebhook: route({ method: 'POST', path: '/api/wallet/webhook', access: ANYONE, response: messageResponse }),
  /** Sandbox mode only: the offline provider's "pay" step, called by its checkout script (no session, as a real provider has none). */
  sandboxPay: route({
    method: 'POST',
    path: '/api/payments/sandbox/pay',
    access: ANYONE,
    request: wallet.sandboxPayRequest,
    response: wallet.sandboxPayResponse,
  }),

  // admin
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
    access: ADMIN,
    params: campaignId,
    request: admin.campaignStatusRequest,
    response: campaign.campaignMutationResponse,
  }),
  adminTransactions: route({
    method: 'GET',
    path: '/api/admin/transactions',
    access: ADMIN,
    query: admin.adminTransactionsQuery,
    response: admin.adminTransactionsResponse,
  }),
  adminWallet: route({
    method: 'GET',
    path: '/api/admin/wallet',
    access: ADMIN,
    response: admin.adminWalletResponse,
    cache: 'private',
  }),
  adminWithdraw: route({
    method: 'POST',
    path: '/api/admin/wallet/withdraw',
    access: ADMIN,
    request: admin.adminWithdrawRequest,
    response: admin.adminWithdrawResponse,
  }),
  adminWithdrawals: route({
    method: 'GET',
    path: '/api/admin/withdrawals',
    access: ADMIN,
    query: admin.adminWithdrawalsQuery,
    response: wallet.withdrawalListResponse,
  }),
  payWithdrawal: route({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/pay',
    access: ADMIN,
    params: withdrawalId,
    request: admin.payWithdrawalRequest,
    response: admin.withdrawalResponse,
  }),
  adminTransactionsCsv: route({
    method: 'GET',
    path: '/api/admin/transactions.csv',
    access: ADMIN,
    query: admin.adminTransactionsCsvQuery,
    response: admin.adminTransactionsCsv,
    contentType: 'text/csv',
  }),
  /** The provider's refunds and disputes of top-ups, with what was taken back from each creator's wallet. */
  adminPaymentEvents: route({
    method: 'GET',
    path: '/api/admin/payment-events',
    access: ADMIN,
    query: admin.adminPaymentEventsQuery,
    response: admin.adminPaymentEventsResponse,
  }),
  rejectWithdrawal: route({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/reject',
    access: ADMIN,
    params: withdrawalId,
    request: admin.rejectWithdrawalRequest,
    response: admin.withdrawalResponse,
  }),
  /** Overdue clips the review-deadline rule could not decide (docs/trust.md#review-deadline), longest waiting first. */
  adminReviewQueue: route({
    method: 'GET',
    path: '/api/admin/review-queue',
    access: ADMIN,
    query: pageQuery,
    response: clip.clipsPageResponse,
  }),
  adminApproveClip: route({
    method: 'PATCH',
    path: '/api/admin/clips/:id/approve',
    access: ADMIN,
    params: clipId,
    request: clip.approveClipRequest,
    response: clip.clipResponse,
  }),
  adminRejectClip: route({
    method: 'PATCH',
    path: '/api/admin/clips/:id/reject',
    access: ADMIN,
    params: clipId,
    response: clip.clipResponse,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** What a caller holds for a route's body (decoded: money in paise). */
export type RequestOf<N extends RouteName> = Routes[N] extends { request: z.ZodType }
  ? z.output<Routes[N]['request']>
  : never;
export type ResponseOf<N extends RouteName> = z.output<Routes[N]['response']>;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]['query']> : never;
