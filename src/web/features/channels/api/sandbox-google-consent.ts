import {
  SANDBOX_GOOGLE_CLIENT_ID,
  sandboxChannelIdFor,
  sandboxGoogleCode,
  VERIFICATION_CODE_PATTERN,
} from '@schemas/youtube-sandbox-ids';
import { consentReturnAddress, returnWith, type ConsentRequest, type ReturnAddress } from '@web/lib/consent-return';

/*
 * The sandbox's stand-in for Google's consent page (docs/trust.md#channel-ownership): what it is asked with, the
 * sandbox channel it signs the clipper in as, and the addresses it sends the browser back to, as Google's would.
 */

/** Google's consent page is asked with these too; the server's hint is the clipper's verification code. */
export type GoogleConsentRequest = ConsentRequest & { login_hint?: string };

/**
 * Where to send the browser back and the sandbox channel the clipper signs in as (the one their code's videos are
 * on), or null when the request is not ClipMandi's own (another app, another site, no verification code).
 */
export function googleConsentOf(request: GoogleConsentRequest, origin: string) {
  const back = consentReturnAddress(request, SANDBOX_GOOGLE_CLIENT_ID, origin);
  const hint = request.login_hint ?? '';
  if (!back || !VERIFICATION_CODE_PATTERN.test(hint)) return null;
  return { back, channelId: sandboxChannelIdFor(hint) };
}

/** Allow: back with the code of the sandbox channel, as Google sends it. */
export const allowedAddress = (back: ReturnAddress, channelId: string) =>
  returnWith(back, { code: sandboxGoogleCode(channelId), state: back.state });

/** Cancel: back with Google's refusal. */
export const cancelledAddress = (back: ReturnAddress) =>
  returnWith(back, { error: 'access_denied', state: back.state });
