import * as z from 'zod';
import { adminRole, email, newPassword, password, publicUser, text } from './auth';
import { id, nextCursor, pageQuery, timestamp } from './common';

/** Accounts (docs/accounts.md): the emailed links, suspensions, the admin team, its audit trail and the inbox. */

/** A link's token as the email carries it (43 base64url characters); anything else is simply not a valid link. */
const linkToken = text('Token').min(1, { error: 'Token is required' }).max(200, { error: 'Token is too long' });

export const forgotPasswordRequest = z.object({ email });
export const resetPasswordRequest = z.object({ token: linkToken, password: newPassword });
export const verifyEmailRequest = z.object({ token: linkToken });
/** A new address, with the password to prove it is the person (a borrowed session cannot take the account). */
export const changeEmailRequest = z.object({ email, password });
export const acceptInvitationRequest = z.object({
  token: linkToken,
  name: text('Full name')
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  password: newPassword,
});

export const suspendRequest = z.object({
  reason: text('Reason')
    .trim()
    .min(1, { error: 'Give the reason the person will be shown' })
    .max(500, { error: 'Reason must be at most 500 characters' }),
});

/** An admin of the team, and an invitation not yet accepted. */
export const teamMember = publicUser.pick({ _id: true, name: true, email: true, createdAt: true }).extend({
  adminRole,
});
export const invitation = z.object({
  id,
  email: z.string(),
  adminRole,
  invitedBy: z.string(),
  expiresAt: timestamp,
});
export const teamResponse = z.object({ admins: z.array(teamMember), invitations: z.array(invitation) });
export const inviteAdminRequest = z.object({ email, adminRole });
export const inviteAdminResponse = z.object({ message: z.string(), invitation });
export const changeAdminRoleRequest = z.object({ adminRole });

/** What an audit entry is about, and the actions recorded (docs/accounts.md#audit). */
export const auditObjectType = z.enum(['user', 'campaign', 'clip', 'withdrawal', 'platform', 'invitation'], {
  error: 'objectType must be user, campaign, clip, withdrawal, platform or invitation',
});
export const auditAction = z.enum(
  [
    'withdrawal.pay',
    'withdrawal.reject',
    'campaign.status',
    'clip.approve',
    'clip.reject',
    'appeal.decide',
    'user.suspend',
    'user.reinstate',
    'admin.invite',
    'admin.role',
    'payouts.policy',
    'fees.withdraw',
  ],
  { error: 'action is not one the audit trail records' },
);
export type AuditAction = z.infer<typeof auditAction>;
export type AuditObjectType = z.infer<typeof auditObjectType>;

export const auditQuery = pageQuery.extend({
  actor: z.uuid({ error: 'actor must be an admin id' }).optional(),
  action: auditAction.optional(),
  objectType: auditObjectType.optional(),
  objectId: z.string().trim().min(1).max(100).optional(),
});
export const auditEntry = z.object({
  id,
  actor: z.object({ _id: id, name: z.string() }),
  action: auditAction,
  objectType: auditObjectType,
  objectId: z.string(),
  /** The object as it was, and as the action left it (only the fields it changed). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestamp,
});
export const auditResponse = z.object({ data: z.object({ entries: z.array(auditEntry), nextCursor }) });

/** The bell's inbox (docs/accounts.md#inbox). */
export const inboxNotification = z.object({
  id,
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: timestamp,
});
export const notificationsResponse = z.object({
  notifications: z.array(inboxNotification),
  unreadCount: z.number().int().nonnegative(),
  nextCursor,
});
export const readNotificationsRequest = z.union(
  [
    z
      .object({
        ids: z
          .array(z.uuid({ error: 'ids must be notification ids' }))
          .min(1, { error: 'Name at least one notification' })
          .max(100),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Send { ids: [...] } or { all: true }' },
);
export const readNotificationsResponse = z.object({ unreadCount: z.number().int().nonnegative() });
