import * as z from 'zod';
import { signInReturn, timestamp } from './common';

/**
 * The clipper's linked Instagram professional account (docs/trust.md#instagram). `needsReconnect`: Instagram
 * refused its token (expired or revoked), so its reels cannot be measured until the clipper links it again.
 */
export const instagramAccount = z.object({
  username: z.string(),
  accountType: z.string(),
  linkedAt: timestamp,
  needsReconnect: z.boolean(),
});
export type InstagramAccount = z.infer<typeof instagramAccount>;

export const instagramAccountResponse = z.object({
  instagram: instagramAccount.nullable(),
  /** Where Instagram answers from: the real API, the offline sandbox, or nowhere (no linking on this server). */
  mode: z.enum(['api', 'sandbox', 'off']),
});

export const instagramAuthorizeResponse = z.object({
  /** The absolute address of Instagram's authorize page, to send the browser to. */
  url: z.string(),
});

export const linkInstagramRequest = signInReturn('validation.signInReturnInstagram');
export type LinkInstagramRequest = z.infer<typeof linkInstagramRequest>;

export const linkInstagramResponse = z.object({ message: z.string(), instagram: instagramAccount });
