import type { MessageKey } from '../../../messages/keys';
import type { Deps } from '../deps';
import { addressGroup } from './client-address';
import { countInWindow } from './rate-limit-store';
import { tooManyRequestsFor } from './try-again';

export type ActionLimits = {
  signupsPerAddressPerHour: number;
  topUpsPerCreatorPerHour: number;
  clipsPerClipperPerHour: number;
};

const HOUR = 60 * 60 * 1000;

const ACTIONS = {
  signup: { limit: 'signupsPerAddressPerHour', message: 'tooManySignups' },
  topup: { limit: 'topUpsPerCreatorPerHour', message: 'tooManyTopUps' },
  clip: { limit: 'clipsPerClipperPerHour', message: 'tooManyClips' },
} as const satisfies Record<string, { limit: keyof ActionLimits; message: MessageKey }>;

export type LimitedAction = keyof typeof ACTIONS;

/**
 * Counts one `action` by `subject` (signups: the caller's address, IPv6 by its /64; top-ups and clips: the
 * user's id) in its hourly window, shared by every API process; throws 429 with Retry-After past the limit.
 * A signup from no known address (an in-process request) is not counted.
 */
export async function limitAction(deps: Deps, action: LimitedAction, subject: string | null, now = new Date()) {
  if (subject === null) return;
  const { limit, message } = ACTIONS[action];
  const who = action === 'signup' ? `address:${addressGroup(subject)}` : `user:${subject}`;
  const refused = await countInWindow(
    deps.db,
    `${action}:${who}`,
    { limit: deps.config.limits[limit], windowMs: HOUR },
    now,
  );
  if (refused) throw tooManyRequestsFor(refused.refusedForMs, message);
}
