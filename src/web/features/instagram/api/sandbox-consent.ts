import * as z from 'zod';
import {
  SANDBOX_APP_ID,
  SANDBOX_USERNAME_PATTERN,
  sandboxAccountTypes,
  sandboxAuthCode,
  type SandboxAccountType,
} from '@schemas/instagram-sandbox-ids';

/*
 * The sandbox's stand-in for Instagram's authorize page (docs/trust.md#instagram): what it is asked with, the
 * account the clipper makes up, and the addresses it sends the browser back to, as Instagram's would.
 */

export const USERNAME_INVALID = 'Usernames are up to 30 letters, numbers, periods and underscores.';
export const CONSENT_REQUEST_REFUSED =
  'This sign-in request did not come from ClipMandi, so this page cannot send you back. Start linking from your ClipMandi dashboard.';

/** The address's parameters, as Instagram's authorize page is asked with them. */
export type ConsentRequest = { client_id?: string; redirect_uri?: string; state?: string };

/** Where to send the browser back, or null when the request is not ClipMandi's own (another app, another site). */
export function returnAddressOf({ client_id, redirect_uri, state }: ConsentRequest, origin: string) {
  if (client_id !== SANDBOX_APP_ID || !state || !redirect_uri || !URL.canParse(redirect_uri)) return null;
  const address = new URL(redirect_uri);
  return address.origin === origin ? { address, state } : null;
}

type ReturnAddress = NonNullable<ReturnType<typeof returnAddressOf>>;

const withParams = ({ address }: ReturnAddress, params: Record<string, string>) => {
  const back = new URL(address);
  for (const [key, value] of Object.entries(params)) back.searchParams.set(key, value);
  return back.href;
};

/** Allow: back with the code of the account chosen, as Instagram sends it. */
export const allowedAddress = (back: ReturnAddress, username: string, accountType: SandboxAccountType) =>
  withParams(back, { code: sandboxAuthCode(username, accountType), state: back.state });

/** Cancel: back with Instagram's refusal. */
export const cancelledAddress = (back: ReturnAddress) =>
  withParams(back, {
    error: 'access_denied',
    error_reason: 'user_denied',
    error_description: 'The user denied your request.',
    state: back.state,
  });

/** The consent form: a username (kept lower-case, as the sandbox keeps them) and the account's type. */
export const sandboxAccountForm = z.object({
  username: z.string().trim().toLowerCase().regex(SANDBOX_USERNAME_PATTERN, { error: USERNAME_INVALID }),
  accountType: z.enum(sandboxAccountTypes),
});
export type SandboxAccountFormInput = z.input<typeof sandboxAccountForm>;
export type SandboxAccount = z.output<typeof sandboxAccountForm>;
