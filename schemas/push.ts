import * as z from 'zod';
import { timestamp, type ValidationKey } from './common';

/** The money moments a clipper can have pushed to their devices (docs/accounts.md#app). */
export const pushKinds = ['clip_approved', 'withdrawal_paid', 'withdrawal_returned'] as const;
export const pushKind = z.enum(pushKinds, {
  error: 'validation.pushKindInvalid',
});
export type PushKind = z.infer<typeof pushKind>;

export const pushKindLabels: Readonly<Record<PushKind, string>> = {
  clip_approved: 'A clip of mine was approved',
  withdrawal_paid: 'A withdrawal of mine was paid',
  withdrawal_returned: 'A withdrawal of mine was returned',
};

const endpoint = z
  .string({ error: 'validation.pushEndpointRequired' })
  .min(1, { error: 'validation.pushEndpointRequired' })
  .max(2000, { error: 'validation.pushEndpointTooLong' });
/** One of the subscription's keys, with its own messages (each names the key). */
const key = (messages: { required: ValidationKey; notBase64url: ValidationKey; tooLong: ValidationKey }) =>
  z
    .string({ error: messages.required })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: messages.notBase64url })
    .max(200, { error: messages.tooLong });
const p256dh = key({
  required: 'validation.pushP256dhRequired',
  notBase64url: 'validation.pushP256dhNotBase64url',
  tooLong: 'validation.pushP256dhTooLong',
});
const auth = key({
  required: 'validation.pushAuthRequired',
  notBase64url: 'validation.pushAuthNotBase64url',
  tooLong: 'validation.pushAuthTooLong',
});

/** A browser's PushSubscription (its toJSON()), and the kinds to push to it. */
export const subscribePushRequest = z.object({
  endpoint,
  keys: z.object({ p256dh, auth }, { error: 'validation.pushKeysShape' }),
  kinds: z
    .array(pushKind, { error: 'validation.pushKindsNotList' })
    .max(pushKinds.length, { error: 'validation.pushKindsTooMany' }),
});
export const unsubscribePushRequest = z.object({ endpoint });

export const pushDevice = z.object({ endpoint: z.string(), kinds: z.array(pushKind), createdAt: timestamp });
/** The server's public VAPID key (null: push is off here) and the person's subscribed devices. */
export const pushSettingsResponse = z.object({
  publicKey: z.string().nullable(),
  devices: z.array(pushDevice),
});
