import * as accounts from './accounts';
import * as auth from './auth';
import * as events from './events';
import * as notifications from './notifications';
import * as openapi from './openapi';
import * as ops from './ops';
import * as site from './site';
import * as wallet from './wallet';
import { messageResponse, pageQuery } from './common';
import { route, ANYONE, SIGNED_IN } from './route-kit';

/** Accounts, site, notifications, live events, the API document and probes (the whole table: schemas/routes.ts). */
export const accountRoutes = {
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
    success: 201,
  }),
  adminLogin: route({
    method: 'POST',
    path: '/api/auth/admin/login',
    access: ANYONE,
    request: auth.loginRequest,
    response: auth.authResponse,
  }),
  // The emailed links (docs/accounts.md#links): each answer says the same whether or not an account exists.
  /** Emails a password-reset link valid 30 minutes, if the address has an account; always 202. */
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: ANYONE,
    request: accounts.forgotPasswordRequest,
    response: messageResponse,
    success: 202,
  }),
  /** Sets a new password with a reset link's token (once); every session of the account ends. */
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: ANYONE,
    request: accounts.resetPasswordRequest,
    response: messageResponse,
  }),
  /** Verifies the address a verification link was sent to (a new address then replaces the old). */
  verifyEmail: route({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: ANYONE,
    request: accounts.verifyEmailRequest,
    response: messageResponse,
  }),
  /** Sends the signed-in person a new verification link (the older ones stop working). */
  resendVerification: route({
    method: 'POST',
    path: '/api/auth/resend-verification',
    access: SIGNED_IN,
    response: messageResponse,
    success: 202,
  }),
  /** Sends a verification link to a new address; it replaces the old one only once verified. */
  changeEmail: route({
    method: 'POST',
    path: '/api/auth/change-email',
    access: SIGNED_IN,
    request: accounts.changeEmailRequest,
    response: messageResponse,
    success: 202,
  }),
  /** Accepts an admin invitation: the new admin's account, with the invited role, signed in. */
  acceptInvitation: route({
    method: 'POST',
    path: '/api/auth/accept-invitation',
    access: ANYONE,
    request: accounts.acceptInvitationRequest,
    response: auth.authResponse,
    success: 201,
  }),
  me: route({ method: 'GET', path: '/api/auth/me', access: SIGNED_IN, response: auth.meResponse, cache: 'private' }),
  /** The signed-in person's language (docs/languages.md): their emails and notifications are written in it. */
  setLanguage: route({
    method: 'PATCH',
    path: '/api/auth/language',
    access: SIGNED_IN,
    request: auth.setLanguageRequest,
    response: auth.meResponse,
  }),
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

  /** The signed-in person's notifications, newest first, with how many are unread (docs/accounts.md#inbox). */
  notifications: route({
    method: 'GET',
    path: '/api/notifications',
    access: SIGNED_IN,
    query: pageQuery,
    response: accounts.notificationsResponse,
  }),
  /** Marks some notifications (`ids`) or every one (`all`) read, on every device. */
  readNotifications: route({
    method: 'POST',
    path: '/api/notifications/read',
    access: SIGNED_IN,
    request: accounts.readNotificationsRequest,
    response: accounts.readNotificationsResponse,
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
} as const;
