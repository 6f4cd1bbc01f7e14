import type { PaymentEvent } from '@schemas/admin';
import type { QueryOf } from '@schemas/routes';

/** Discover's search and sort (the address's `?q=&sort=`); no sort is newest first. */
export type DiscoverFilters = Omit<QueryOf<'listCampaigns'>, 'cursor' | 'limit'>;

/** List filters of the admin screens: the call's query without the page cursor (pages are the query's own). */
export type AdminUserFilters = Omit<QueryOf<'adminUsers'>, 'cursor' | 'limit'>;
export type AdminCampaignFilters = Omit<QueryOf<'adminCampaigns'>, 'cursor' | 'limit'>;
export type AdminTransactionFilters = Omit<QueryOf<'adminTransactions'>, 'cursor' | 'limit'>;
export type AdminWithdrawalFilters = Omit<QueryOf<'adminWithdrawals'>, 'cursor' | 'limit'>;
export type AdminAuditFilters = Omit<QueryOf<'adminAudit'>, 'cursor' | 'limit'>;

/**
 * Every query key of the product, general to specific, so one prefix invalidates a family
 * (`queryKeys.campaigns.all` refreshes lists, details and the joined list) and any feature can refresh
 * another's data without importing it. Keys are arrays only; never interpolate ids into strings.
 */
export const queryKeys = {
  /** A clipper's public profile (docs/product.md#track-records). */
  clipperProfile: (id: string) => ['clippers', 'profile', id] as const,
  campaigns: {
    all: ['campaigns'] as const,
    /** Every Discover list, whatever its search and sort (a change to the public list refreshes them all). */
    lists: () => ['campaigns', 'list'] as const,
    /** Discover's list for one search and sort, every page. */
    list: (filters: DiscoverFilters) => ['campaigns', 'list', filters] as const,
    detail: (id: string) => ['campaigns', 'detail', id] as const,
    /** The participants after the detail's first page, from the cursor it gave. */
    participants: (id: string, after: string) => ['campaigns', 'participants', id, after] as const,
    /** Every participants page of one campaign (a live change to it refreshes them). */
    participantsOf: (id: string) => ['campaigns', 'participants', id] as const,
    /** Every page of the participants with emails (the campaign's creator and admins). */
    contacts: (id: string) => ['campaigns', 'contacts', id] as const,
    /** Every read of the clipper's joined campaigns (a join or a refused clip refreshes them all). */
    joined: () => ['campaigns', 'joined'] as const,
    /** The Joined Campaigns tab, every page. */
    joinedPages: () => ['campaigns', 'joined', 'pages'] as const,
    /** The Submit Clip picker: joined active campaigns whose title contains `q`, every page. */
    joinedActive: (q: string) => ['campaigns', 'joined', 'active', q] as const,
    /** Which of these campaigns (the cards on screen) the clipper joined. */
    joinedAmong: (ids: readonly string[]) => ['campaigns', 'joined', 'among', ids] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    user: () => ['dashboard', 'user'] as const,
    creator: () => ['dashboard', 'creator'] as const,
    /** The dashboards' charts over the last `days` days (under user() and creator(): refreshed with them). */
    userSeries: (days: number) => ['dashboard', 'user', 'series', days] as const,
    creatorSeries: (days: number) => ['dashboard', 'creator', 'series', days] as const,
    /** My Campaigns and Pending Reviews after the dashboard's first pages (under creator(): refreshed with it). */
    creatorCampaigns: (after: string) => ['dashboard', 'creator', 'campaigns', after] as const,
    creatorPendingClips: (after: string) => ['dashboard', 'creator', 'pending-clips', after] as const,
  },
  site: {
    /** The contact page's configured details. */
    contact: () => ['site', 'contact'] as const,
  },
  clips: {
    all: ['clips'] as const,
    /** My Clips, every page (newest first). */
    mine: () => ['clips', 'mine'] as const,
    /** One clip's measured views over time (the approve prompt's chart). */
    measurements: (id: string) => ['clips', 'measurements', id] as const,
    /**
     * The creator's clips with an open appeal (Pending Reviews' Appeals), every page: under all, so the creator's
     * `user:` tag, which every change to their campaigns' clips carries, refreshes it (lib/live-keys.ts).
     */
    appeals: () => ['clips', 'appeals'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    creator: () => ['wallet', 'creator'] as const,
    clipper: () => ['wallet', 'clipper'] as const,
    /** The clipper's saved UPI IDs (under all: the clipper's `user:` tag refreshes them with the wallet). */
    upiIds: () => ['wallet', 'upi-ids'] as const,
  },
  admin: {
    all: ['admin'] as const,
    stats: () => ['admin', 'stats'] as const,
    /** The dashboard's money chart over the last `days` days. */
    series: (days: number) => ['admin', 'series', days] as const,
    usersAll: ['admin', 'users'] as const,
    users: (filters: AdminUserFilters) => ['admin', 'users', filters] as const,
    campaignsAll: ['admin', 'campaigns'] as const,
    campaigns: (filters: AdminCampaignFilters) => ['admin', 'campaigns', filters] as const,
    transactionsAll: ['admin', 'transactions'] as const,
    transactions: (filters: AdminTransactionFilters) => ['admin', 'transactions', filters] as const,
    wallet: () => ['admin', 'wallet'] as const,
    /** Overdue clips the review-deadline rule listed for an admin. */
    reviewQueue: ['admin', 'review-queue'] as const,
    withdrawalsAll: ['admin', 'withdrawals'] as const,
    withdrawals: (filters: AdminWithdrawalFilters) => ['admin', 'withdrawals', filters] as const,
    /** Admin > Payouts: the mode, the policy, counts by status, in-flight and failed payouts (`platform` refreshes it). */
    payouts: () => ['admin', 'payouts'] as const,
    /** Open appeals of rejections with what overturning each pays, every page (the `platform` tag refreshes them). */
    appeals: () => ['admin', 'appeals'] as const,
    /** Refunds and disputes, all or one kind. */
    paymentEvents: (kind: PaymentEvent['kind'] | null) => ['admin', 'payment-events', kind] as const,
    /** The audit trail, newest first, every page, for one set of filters. */
    auditAll: ['admin', 'audit'] as const,
    audit: (filters: AdminAuditFilters) => ['admin', 'audit', filters] as const,
    /** The admins and the open invitations (owners). */
    team: () => ['admin', 'team'] as const,
  },
  /** The clipper's verification code and linked YouTube channel. */
  channel: () => ['channel'] as const,
  /** The clipper's linked Instagram account and the server's Instagram mode. */
  instagram: () => ['instagram'] as const,
  /** The clippers the creator blocked (docs/product.md#blocking). */
  blocks: () => ['blocks'] as const,
  config: () => ['config'] as const,
  /** The signed-in person's email switches (Settings). */
  notificationSettings: () => ['notification-settings'] as const,
  /** The server's push key and the clipper's subscribed devices (docs/accounts.md#app). */
  pushSettings: () => ['push-settings'] as const,
  /** The signed-in person's inbox (the bell): the newest page and the unread count. */
  notifications: () => ['notifications'] as const,
};
