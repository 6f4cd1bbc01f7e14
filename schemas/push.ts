import * as z from 'zod';
import { timestamp } from './common';

/** The money moments a clipper can have pushed to their devices (docs/accounts.md#app). */
export const pushKinds = ['clip_approved', 'withdrawal_paid', 'withdrawal_returned'] as const;
export const pushKind = z.enum(pushKinds, {
  error: 'kinds must be clip_approved, withdrawal_paid or withdrawal_returned',
});
export type PushKind = z.infer<typeof pushKind>;

export const pushKindLabels: Readonly<Record<PushKind, string>> = {
  clip_approved: 'A clip of mine was approved',
  withdrawal_paid: 'A withdrawal of mine was paid',
  withdrawal_returned: 'A withdrawal of mine was returned',
};

const endpoint = z
  .string({ error: 'endpoint is required' })
  .min(1, { error: 'endpoint is required' })
  .max(2000, { error: 'endpoint is too long' });
const key = (name: string) =>
  z
    .string({ error: `keys.${name} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `keys.${name} must be base64url` })
    .max(200, { error: `keys.${name} is too long` });

/** A browser's PushSubscription (its toJSON()), and the kinds to push to it. */
export const subscribePushRequest = z.object({
  endpoint,
  keys: z.object({ p256dh: key('p256dh'), auth: key('auth') }, { error: 'keys must be { p256dh, auth }' }),
  kinds: z
    .array(pushKind, { error: 'kinds must be a list' })
    .max(pushKinds.length, { error: `At most ${pushKinds.length} kinds` }),
});
export const unsubscribePushRequest = z.object({ endpoint });

export const pushDevice = z.object({ endpoint: z.string(), kinds: z.array(pushKind), createdAt: timestamp });
/** The server's public VAPID key (null: push is off here) and the person's subscribed devices. */
export const pushSettingsResponse = z.object({
  publicKey: z.string().nullable(),
  devices: z.array(pushDevice),
});
