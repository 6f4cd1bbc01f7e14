import type { RouteName } from '../../schemas/routes';

/**
 * The cached reads each write invalidates without changing them (tests/api/invalidation-walk.test.ts): what the
 * change tags are too coarse to tell apart today. The walk fails on a needless invalidation missing here and on
 * one listed that no longer happens, so this list only shrinks.
 */
export const OVER_INVALIDATED: Partial<Record<RouteName, readonly string[]>> = {
  signup: ['admin adminWallet'],
  // The person's account row (verified, suspended, admin role) carries user:<id>; the admin's platform:, and a
  // notification its person's user:<id> (finer tags would spare these; see docs/accounts.md#inbox).
  verifyEmail: ['clipperA clipperWallet', 'clipperA joinedCampaigns', 'clipperA myClips', 'clipperA userSeries'],
  acceptInvitation: ['admin adminStats', 'admin adminWallet'],
  // The user on the clipper's dashboard shows the language, so a change of it carries user:<id> (as verifyEmail).
  setLanguage: ['clipperB clipperWallet', 'clipperB joinedCampaigns', 'clipperB myClips', 'clipperB userSeries'],
  readNotifications: [
    'creatorA creatorCampaigns',
    'creatorA creatorDashboard',
    'creatorA creatorPendingClips',
    'creatorA creatorSeries',
    'creatorA creatorWallet',
  ],
  // The clippers of the suspended creator's campaigns get a notification (campaign_paused), which carries user:<id>.
  suspendUser: [
    'admin adminStats',
    'admin adminWallet',
    'clipperA clipperWallet',
    'clipperA myClips',
    'clipperA userSeries',
    'clipperB clipperWallet',
    'clipperB myClips',
    'clipperB userSeries',
  ],
  reinstateUser: ['admin adminStats', 'admin adminWallet'],
  inviteAdmin: ['admin adminStats', 'admin adminWallet'],
  changeAdminRole: ['admin adminStats', 'admin adminWallet'],
  joinCampaign: [
    'admin adminStats',
    'admin adminWallet',
    'clipperA clipperWallet',
    'clipperA myClips',
    'clipperA userSeries',
    'creatorA creatorPendingClips',
    'creatorA creatorSeries',
    'creatorA creatorWallet',
  ],
  createCampaign: ['admin adminWallet', 'creatorA creatorPendingClips'],
  updateCampaign: ['admin adminStats', 'admin adminWallet', 'clipperA clipperWallet', 'creatorA creatorWallet'],
  deleteCampaign: ['admin adminWallet', 'clipperB clipperWallet', 'clipperB myClips', 'clipperB userSeries'],
  submitClip: [
    'admin adminStats',
    'admin adminWallet',
    'anonymous getCampaign A',
    'clipperA joinedCampaigns',
    'clipperB joinedCampaigns',
    'clipperB userDashboard',
    'creatorA creatorCampaigns',
    'creatorA creatorSeries',
  ],
  rejectClip: ['admin adminStats', 'admin adminWallet', 'creatorA creatorSeries'],
  // An appeal names its clip's clipper (My Clips shows it), the admin's lists, and (its notification) the creator.
  appealClip: [
    'admin adminStats',
    'admin adminWallet',
    'clipperA clipperWallet',
    'clipperA joinedCampaigns',
    'clipperA userSeries',
    'creatorA creatorCampaigns',
    'creatorA creatorDashboard',
    'creatorA creatorPendingClips',
    'creatorA creatorSeries',
    'creatorA creatorWallet',
  ],
  answerAppeal: [
    'admin adminStats',
    'admin adminWallet',
    'clipperA clipperWallet',
    'clipperA joinedCampaigns',
    'clipperA userSeries',
  ],
  decideAppeal: ['creatorA creatorPendingClips'],
  verifyPayment: [
    'admin adminWallet',
    'creatorA creatorCampaigns',
    'creatorA creatorPendingClips',
    'creatorA creatorSeries',
  ],
  withdraw: ['admin adminWallet', 'clipperA joinedCampaigns', 'clipperA myClips', 'clipperA userSeries'],
  paymentWebhook: [
    'admin adminWallet',
    'creatorA creatorCampaigns',
    'creatorA creatorPendingClips',
    'creatorA creatorSeries',
  ],
  // The payout policy names `platform`, which the admin's other figures carry too.
  updatePayoutPolicy: ['admin adminStats', 'admin adminWallet'],
  adminCampaignStatus: [
    'admin adminStats',
    'admin adminWallet',
    'creatorA creatorPendingClips',
    'creatorA creatorSeries',
    'creatorA creatorWallet',
  ],
  payWithdrawal: [
    'admin adminWallet',
    'clipperA joinedCampaigns',
    'clipperA myClips',
    'clipperA userDashboard',
    'clipperA userSeries',
  ],
  rejectWithdrawal: ['admin adminWallet', 'clipperA joinedCampaigns', 'clipperA myClips', 'clipperA userSeries'],
  adminRejectClip: ['admin adminStats', 'admin adminWallet', 'creatorA creatorSeries'],
};
