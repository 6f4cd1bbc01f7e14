import * as z from 'zod';
import { adminRole, email, fullName, newPassword, password, publicUser, text } from './auth';
import { id, nextCursor, pageQuery, timestamp } from './common';

/** Accounts (docs/accounts.md): the emailed links, suspensions, the admin team, its audit trail and the inbox. */

/** A link's token as the email carries it (43 base64url characters); anything else is simply not a valid link. */
const linkToken = text({ required: 'validation.tokenRequired', notText: 'validation.tokenNotText' })
  .min(1, { error: 'validation.tokenRequired' })
  .max(200, { error: 'validation.tokenTooLong' });

export const forgotPasswordRequest = z.object({ email });
export const resetPasswordRequest = z.object({ token: linkToken, password: newPassword });
export const verifyEmailRequest = z.object({ token: linkToken });
/** A new address, with the password to prove it is the person (a borrowed session cannot take the account). */
export const changeEmailRequest = z.object({ email, password });
export const acceptInvitationRequest = z.object({
  token: linkToken,
  name: fullName,
  password: newPassword,
});

export const suspendRequest = z.object({
  reason: text({ required: 'validation.reasonRequired', notText: 'validation.reasonNotText' })
    .trim()
    .min(1, { error: 'suspendReasonMissing' })
    .max(500, { error: 'validation.suspendReasonTooLong' }),
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
  error: 'validation.auditObjectTypeInvalid',
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
  { error: 'validation.auditActionInvalid' },
);
export type AuditAction = z.infer<typeof auditAction>;
export type AuditObjectType = z.infer<typeof auditObjectType>;

export const auditQuery = pageQuery.extend({
  actor: z.uuid({ error: 'validation.auditActorInvalid' }).optional(),
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
          .array(z.uuid({ error: 'validation.notificationIdsInvalid' }))
          .min(1, { error: 'validation.notificationIdsEmpty' })
          .max(100),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'validation.readNotificationsShape' },
);
export const readNotificationsResponse = z.object({ unreadCount: z.number().int().nonnegative() });
