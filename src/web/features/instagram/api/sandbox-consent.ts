import * as z from 'zod';
import {
  SANDBOX_USERNAME_PATTERN,
  sandboxAccountTypes,
  sandboxAuthCode,
  type SandboxAccountType,
} from '@schemas/instagram-sandbox-ids';
import { returnWith, type ReturnAddress } from '@web/lib/consent-return';
import { t } from '@web/lib/i18n';

/*
 * The sandbox's stand-in for Instagram's authorize page (docs/trust.md#instagram): what it is asked with, the
 * account the clipper makes up, and the addresses it sends the browser back to, as Instagram's would.
 */

/** Allow: back with the code of the account chosen, as Instagram sends it. */
export const allowedAddress = (back: ReturnAddress, username: string, accountType: SandboxAccountType) =>
  returnWith(back, { code: sandboxAuthCode(username, accountType), state: back.state });

/** Cancel: back with Instagram's refusal. */
export const cancelledAddress = (back: ReturnAddress) =>
  returnWith(back, {
    error: 'access_denied',
    error_reason: 'user_denied',
    // not words: Instagram's own refusal on the wire, which the return page reads only as `error`
    error_description: 'The user denied your request.',
    state: back.state,
  });

/**
 * The consent form: a username (kept lower-case, as the sandbox keeps them) and the account's type. The refusal is
 * a function, so it is said in the reader's language when it is shown, not on import.
 */
export const sandboxAccountForm = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SANDBOX_USERNAME_PATTERN, { error: () => t('instagramUsernameInvalid') }),
  accountType: z.enum(sandboxAccountTypes),
});
export type SandboxAccountFormInput = z.input<typeof sandboxAccountForm>;
export type SandboxAccount = z.output<typeof sandboxAccountForm>;
