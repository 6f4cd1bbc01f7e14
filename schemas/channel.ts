import * as z from 'zod';
import { signInReturn, timestamp, type ValidationKey } from './common';

/**
 * The clipper's YouTube channel (docs/trust.md#channel-ownership): the code to put in the channel's description,
 * and the linked channel once verified. `required` says whether clips must come from it (views are measured);
 * `mode` is where measurements come from ('sandbox' is the offline stand-in of the demo).
 */
export const clipperChannel = z.object({
  verificationCode: z.string(),
  channelId: z.string().nullable(),
  title: z.string().nullable(),
  subscriberCount: z.int().min(0).nullable(),
  videoCount: z.int().min(0).nullable(),
  verifiedAt: timestamp.nullable(),
  required: z.boolean(),
  mode: z.enum(['api', 'sandbox', 'off']),
  /** Whether the channel can be linked by signing in with Google (docs/trust.md#google-sign-in), besides the code. */
  signInWithGoogle: z.boolean(),
});
export type ClipperChannel = z.infer<typeof clipperChannel>;

const CHANNEL_ID_MESSAGE: ValidationKey = 'validation.channelIdInvalid';

export const linkChannelRequest = z.object({
  channelId: z
    .string({ error: CHANNEL_ID_MESSAGE })
    .trim()
    .regex(/^UC[A-Za-z0-9_-]{22}$/, { error: CHANNEL_ID_MESSAGE }),
});
export type LinkChannelRequest = z.infer<typeof linkChannelRequest>;

export const linkChannelWithGoogleRequest = signInReturn('validation.signInReturnGoogle');
export type LinkChannelWithGoogleRequest = z.infer<typeof linkChannelWithGoogleRequest>;

/** The absolute address of Google's consent page, to send the browser to. */
export const googleAuthorizeResponse = z.object({ url: z.string() });

export const clipperChannelResponse = z.object({ channel: clipperChannel });
export const linkChannelResponse = z.object({ message: z.string(), channel: clipperChannel });
