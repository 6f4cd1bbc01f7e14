import * as z from 'zod';
import type { Role } from './auth';

/**
 * The emails the product sends (docs/operations.md#email). Each goes to one person, who can turn it off:
 * `clip_awaiting_review` to a campaign's creator, `clip_approved` / `clip_rejected` and `withdrawal_paid` /
 * `withdrawal_rejected` / `withdrawal_returned` to the clipper, `withdrawal_requested` to every admin (one email per request).
 */
export const emailKinds = [
  'clip_awaiting_review',
  'clip_approved',
  'clip_rejected',
  'clip_appealed',
  'appeal_decided',
  'withdrawal_paid',
  'withdrawal_rejected',
  'withdrawal_returned',
  'withdrawal_requested',
  'campaign_paused',
  'clipper_suspended',
] as const;
export const emailKind = z.enum(emailKinds);
/** A kind of email a person can turn off. */
export type SwitchableEmailKind = z.infer<typeof emailKind>;

/**
 * The emails about the account itself (docs/accounts.md#links): a reset or verification link, an invitation, a
 * suspension and its end, a linked Instagram account that must be reconnected before its reels can be measured. Nobody can turn them off, so they have no switch.
 */
export const accountEmailKinds = [
  'password_reset',
  'email_verification',
  'admin_invitation',
  'account_suspended',
  'account_reinstated',
  'instagram_reconnect',
] as const;
export type AccountEmailKind = (typeof accountEmailKinds)[number];
export type EmailKind = SwitchableEmailKind | AccountEmailKind;

/** The kinds a role receives, so the settings screen shows only switches that can matter to that person. */
export const emailKindsOf: Readonly<Record<Role, readonly SwitchableEmailKind[]>> = {
  user: [
    'clip_approved',
    'clip_rejected',
    'appeal_decided',
    'withdrawal_paid',
    'withdrawal_rejected',
    'withdrawal_returned',
    'campaign_paused',
  ],
  creator: ['clip_awaiting_review', 'clip_appealed', 'appeal_decided', 'clipper_suspended'],
  admin: ['withdrawal_requested'],
};

/** What each switch is called on the settings screen. */
export const emailKindLabels: Readonly<Record<SwitchableEmailKind, string>> = {
  clip_awaiting_review: 'A clip awaits my review',
  clip_approved: 'My clip was approved (with the amount)',
  clip_rejected: 'My clip was rejected',
  clip_appealed: 'A clipper appealed my rejection',
  appeal_decided: 'An appeal was decided',
  withdrawal_paid: 'My withdrawal was paid',
  withdrawal_rejected: 'My withdrawal was rejected',
  withdrawal_returned: 'My withdrawal was returned by the bank',
  withdrawal_requested: 'A withdrawal waits to be paid',
  campaign_paused: 'A campaign I joined was paused',
  clipper_suspended: 'A clipper whose clips I review was suspended',
};

/** One switch: on means the email is sent. */
export const notificationSetting = z.object({ kind: emailKind, enabled: z.boolean() });
export type NotificationSetting = z.infer<typeof notificationSetting>;

/** The signed-in person's switches, one per kind their role receives, in the order of emailKinds. */
export const notificationSettingsResponse = z.object({ settings: z.array(notificationSetting) });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;

/** Turns some kinds on or off; kinds not named keep their setting. */
export const updateNotificationSettingsRequest = z.object({
  settings: z
    .array(notificationSetting, { error: 'validation.notificationSettingsNotList' })
    .min(1, { error: 'validation.notificationSettingsEmpty' })
    .max(emailKinds.length, { error: 'validation.notificationSettingsTooMany' }),
});
export type UpdateNotificationSettingsRequest = z.infer<typeof updateNotificationSettingsRequest>;
