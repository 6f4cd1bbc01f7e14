import type * as z from 'zod';
import type { RouteName, Routes } from '../../../schemas/routes';
import { campaignBody, newVideoId } from '../campaign-fixtures';
import { uniqueEmail } from '../harness';
import type { FuzzWorld } from './fuzz-world';

/** The routes that take a JSON body. */
type BodyRouteName = { [N in RouteName]: Routes[N] extends { request: z.ZodType } ? N : never }[RouteName];

/**
 * A valid body (wire format: rupees) for every route that takes one, in the world the fuzz runs in: the fuzz
 * mutates it one field at a time. A new route with a body must add its example here (the type requires it).
 */
export const validBodies: { [N in BodyRouteName]: (world: FuzzWorld) => z.input<Routes[N]['request']> } = {
  login: (w) => ({ email: w.people.creatorA.email, password: w.people.creatorA.password }),
  signup: () => ({ name: 'Fuzz Signup', email: uniqueEmail('fuzz'), password: 'password123', role: 'user' }),
  adminLogin: (w) => ({ email: w.admin.email, password: w.admin.password }),
  createCampaign: () => campaignBody({ payoutPer1000Views: 1, totalBudget: 10 }),
  updateCampaign: () => ({ ...campaignBody({ payoutPer1000Views: 2, totalBudget: 20 }), status: 'active' }),
  submitClip: (w) => ({
    campaignId: w.campaignA,
    clipLink: `https://youtu.be/${newVideoId()}`,
    notes: 'fuzz',
    viewCount: 100,
  }),
  approveClip: () => ({ viewCount: 1000 }),
  rejectClip: () => ({ reason: 'requirements_not_met', note: 'fuzz' }),
  reviewClips: (w) => ({ clipIds: [w.clips.pendingAonA], action: 'reject', reason: 'duplicate', note: 'fuzz' }),
  topup: () => ({ amount: 100 }),
  verifyPayment: (w) => w.unpaidOrder.payment,
  withdraw: () => ({ amount: 1, upiId: 'fuzz@upi' }),
  sandboxPay: (w) => ({ order_id: w.unpaidOrder.id }),
  adminCampaignStatus: () => ({ status: 'paused' }),
  adminWithdraw: () => ({ amount: 0.01 }),
  payWithdrawal: () => ({ reference: 'UTR-FUZZ-1' }),
  rejectWithdrawal: () => ({ reason: 'fuzz' }),
  linkChannel: () => ({ channelId: `UC${'b'.repeat(22)}` }),
  linkInstagram: () => ({ code: 'fuzz-code', state: 'fuzz-state' }),
  linkChannelWithGoogle: () => ({ code: 'fuzz-code', state: 'fuzz-state' }),
  adminApproveClip: () => ({ viewCount: 1000 }),
  adminRejectClip: () => ({ reason: 'inauthentic_views', note: 'fuzz' }),
  appealClip: () => ({ message: 'fuzz' }),
  forgotPassword: () => ({ email: uniqueEmail('fuzz-forgot') }),
  // A link's token is only ever one the server emailed: a made-up one is refused (400), which is what is fuzzed.
  resetPassword: () => ({ token: 'fuzz-token', password: 'password123' }),
  verifyEmail: () => ({ token: 'fuzz-token' }),
  changeEmail: (w) => ({ email: uniqueEmail('fuzz-change'), password: w.people.creatorA.password }),
  acceptInvitation: () => ({ token: 'fuzz-token', name: 'Fuzz Admin', password: 'password123' }),
  readNotifications: () => ({ all: true }),
  subscribePush: () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
    keys: { p256dh: 'BAAA', auth: 'AAAA' },
    kinds: ['clip_approved'],
  }),
  unsubscribePush: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' }),
  suspendUser: () => ({ reason: 'fuzz' }),
  inviteAdmin: () => ({ email: uniqueEmail('fuzz-invite'), adminRole: 'moderator' }),
  changeAdminRole: () => ({ adminRole: 'moderator' }),
  answerAppeal: () => ({ message: 'fuzz' }),
  decideAppeal: () => ({ decision: 'uphold', note: 'fuzz' }),
  blockClipper: (w) => ({ clipperId: w.people.clipperB.user._id, reason: 'fuzz' }),
  setLanguage: () => ({ language: 'hi' }),
  updateNotificationSettings: () => ({ settings: [{ kind: 'clip_approved', enabled: true }] }),
  updatePayoutPolicy: () => ({ autoLimit: 10000, paused: false }),
  validateUpiId: () => ({ upiId: 'fuzz@upi' }),
};

export function validBody(name: RouteName, world: FuzzWorld): Record<string, unknown> | null {
  if (!(name in validBodies)) return null;
  const example = validBodies[name as BodyRouteName](world);
  return { ...example };
}
