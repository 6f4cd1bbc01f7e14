import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { loadQueryClient } from './lib/app-query-client';
import type { DrawnPage } from './lib/drawn-page';
import type { SessionStore } from './lib/session';
import { acceptInvitationRoute } from './routes/admin-accept-invitation';
import { adminArea } from './routes/admin-area';
import { adminAuditRoute } from './routes/admin-audit';
import { adminCampaignsRoute } from './routes/admin-campaigns';
import { adminDashboardRoute, adminRoute } from './routes/admin-dashboard';
import { adminLoginRoute } from './routes/admin-login';
import { adminPayoutsRoute } from './routes/admin-payouts';
import { adminReviewQueueRoute } from './routes/admin-review-queue';
import { adminTeamRoute } from './routes/admin-team';
import { adminTransactionsRoute } from './routes/admin-transactions';
import { adminUsersRoute } from './routes/admin-users';
import { adminWalletRoute } from './routes/admin-wallet';
import { adminWithdrawalsRoute } from './routes/admin-withdrawals';
import { campaignDetailRoute } from './routes/campaign-detail';
import { clipperArea } from './routes/clipper-area';
import { clipperDashboardRoute, dashboardRoute } from './routes/clipper-dashboard';
import { clipperProfileRoute } from './routes/clipper-profile';
import { clipperWalletRoute } from './routes/clipper-wallet';
import { contactRoute } from './routes/contact';
import { creatorArea } from './routes/creator-area';
import { creatorDashboardRoute, creatorRoute } from './routes/creator-dashboard';
import { creatorWalletRoute } from './routes/creator-wallet';
import { discoverRoute } from './routes/discover';
import { forgotPasswordRoute } from './routes/forgot-password';
import { instagramConnectedRoute } from './routes/instagram-connected';
import { landingRoute } from './routes/landing';
import { loginRoute } from './routes/login';
import { privacyPolicyRoute } from './routes/privacy-policy';
import { resetPasswordRoute } from './routes/reset-password';
import { rootRoute } from './routes/root';
import { sandboxGoogleAuthorizeRoute } from './routes/sandbox-google-authorize';
import { sandboxInstagramAuthorizeRoute } from './routes/sandbox-instagram-authorize';
import { settingsRoute } from './routes/settings';
import { signupRoute } from './routes/signup';
import { startRoute } from './routes/start';
import { termsOfServiceRoute } from './routes/terms-of-service';
import { verifyEmailRoute } from './routes/verify-email';
import { youtubeConnectedRoute } from './routes/youtube-connected';

/**
 * Every screen of docs/product.md#screens-and-routes (plus the admin lists). Add a screen: its module and its route
 * in routes/ (docs/architecture.md#how-a-screen-loads), then its route here.
 */
export const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  signupRoute,
  adminLoginRoute,
  discoverRoute,
  campaignDetailRoute,
  clipperProfileRoute,
  privacyPolicyRoute,
  termsOfServiceRoute,
  contactRoute,
  settingsRoute,
  startRoute,
  // The emailed links' pages (docs/accounts.md#links) and asking for a reset link.
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  acceptInvitationRoute,
  // The offline sandbox's stand-ins for Instagram's authorize page (docs/trust.md#instagram) and Google's consent
  // page (docs/trust.md#channel-ownership).
  sandboxInstagramAuthorizeRoute,
  sandboxGoogleAuthorizeRoute,
  clipperArea.addChildren([
    dashboardRoute,
    clipperDashboardRoute,
    clipperWalletRoute,
    instagramConnectedRoute,
    youtubeConnectedRoute,
  ]),
  creatorArea.addChildren([creatorRoute, creatorDashboardRoute, creatorWalletRoute]),
  adminArea.addChildren([
    adminRoute,
    adminDashboardRoute,
    adminWalletRoute,
    adminUsersRoute,
    adminCampaignsRoute,
    adminTransactionsRoute,
    adminWithdrawalsRoute,
    adminPayoutsRoute,
    adminReviewQueueRoute,
    adminAuditRoute,
    adminTeamRoute,
  ]),
]);

export function createAppRouter(options: { session: SessionStore; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history: options.history ?? createBrowserHistory(),
    context: { loadQueryClient, session: options.session },
    // React Query owns freshness: the router must not cache loader results of its own.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // A screen whose data is cached renders at once (its loader finds the data): the previous screen stays until
    // then, and no placeholder flashes. A slower one shows its placeholder (the route's pendingComponent) after
    // 150 ms, for at least 300 ms, so it does not blink. The root shows the shell at once (routes/root.tsx).
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    // In the browser only: on the server (entry-server.tsx) it would add an inline script the CSP refuses.
    scrollRestoration: typeof document !== 'undefined',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The role areas: their screens wait for a restored session to be confirmed (see lib/role-guard.ts). */
    guarded?: boolean;
    /** A page the server draws, signed out (src/web/entry-server.tsx); any other address gets the empty index.html. */
    drawn?: DrawnPage;
  }
}
