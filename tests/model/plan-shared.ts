import type { RouteName } from '../../schemas/routes';
import type { Intent } from './intents';
import type { ClipModel, Model, Person, Role } from './model';

/** A request the model expects an answer to, and what a success changes in the model. */
export type Step = {
  describe: string;
  route: RouteName;
  token?: string;
  params?: { id: string };
  body?: unknown;
  /** Headers the request carries beside the token (a webhook's signature). */
  headers?: Record<string, string>;
  expected: number;
  /** Applies a success to the model; may throw when the answer disagrees with the model. */
  apply?: (json: unknown) => void;
  /**
   * Logins may also be refused with 429 (the login slowdown after wrong passwords; then they must change
   * nothing). Signup, top-up and clip submission limits are far out of reach in tests (testConfig), so a 429
   * there is a failure.
   */
  mayBeLimited?: boolean;
  /** Set for time passing: instead of calling `route`, the scheduler runs once at this time (ms). */
  schedulerAt?: number;
  /** Set for a change on YouTube's side (the fake's counts): no request, `apply` changes what YouTube shows. */
  offline?: boolean;
  /** Set for a reset: run.ts asks for the link for this address first and sends its token as `body.token`. */
  resetLinkFor?: string;
  /**
   * Set for an Instagram link: run.ts starts the authorize step first and sends its state with the code the stand-in
   * issues for this account (as if its owner consented) as the body.
   */
  instagramLink?: string;
  /** Tables a refusal writes by design (a platform call counted, an email), and what it changes in the model. */
  refusalWrites?: { tables: string[]; apply?: () => void };
};

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const MALFORMED_ID = 'not-an-id';

export const rupees = (paise: number) => paise / 100;
export const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

export type Counter = { next(): number };

/** Who calls: usually a person of the operation's role; with a low variant, someone who may not. */
export function callerFor(model: Model, intent: Intent, roles: Role[]): Person | null {
  if (intent.variant < 3) return null;
  if (intent.variant < 8) {
    const others = model.people.filter((p) => !roles.includes(p.role));
    return pick(others, intent.actor) ?? null;
  }
  const allowed = model.people.filter((p) => roles.includes(p.role));
  return pick(allowed, intent.actor) ?? null;
}

/** 401 without a working session, 403 for a role the route is not for; null when the caller may call it. */
export function refusalOf(caller: Person | null, roles: Role[]): number | null {
  if (!caller || !caller.token) return 401;
  return roles.includes(caller.role) ? null : 403;
}

export const who = (caller: Person | null) =>
  caller ? `${caller.label}${caller.token ? '' : ' (signed out)'}` : 'anonymous';
export const tokenOf = (caller: Person | null) => caller?.token ?? caller?.lastToken;

/** Variants 8-11 send a malformed or unknown id, 12-15 a bad body (only when the caller may call the route). */
export const badId = (intent: Intent) => intent.variant >= 8 && intent.variant < 12;
export const badBody = (intent: Intent) => intent.variant >= 12 && intent.variant < 16;

/** docs/product.md#clip-review: the reasons a rejection may give. */
const REJECTION_REASONS = [
  'not_my_content',
  'requirements_not_met',
  'inauthentic_views',
  'duplicate',
  'video_unavailable',
  'other',
] as const;

/**
 * A rejection as a creator or an admin sends it: a reason from the list with or without a note, or (one call in
 * ten) no body at all, which rejects for `other` with no note as the seed's call did.
 */
export function rejectionOf(intent: Intent): {
  body: Record<string, string> | undefined;
  reason: string;
  note: string | null;
} {
  if (intent.scale === 0) return { body: undefined, reason: 'other', note: null };
  const reason = REJECTION_REASONS[intent.amount % REJECTION_REASONS.length] ?? 'other';
  const note = intent.scale % 2 === 1 ? `Rejected at step amount ${intent.amount}.` : null;
  return { body: note ? { reason, note } : { reason }, reason, note };
}

/** The model's clip, rejected: no money moves, and the clipper sees why. */
export function rejectClip(clip: ClipModel, rejection: NonNullable<ClipModel['rejection']>): void {
  clip.status = 'rejected';
  clip.rejection = rejection;
}

/** A rejection the server refuses (400): a reason off the list, or a note over 500 characters. */
export const badRejection = (intent: Intent): Record<string, string> =>
  intent.amount % 2 === 0 ? { reason: 'ugly' } : { reason: 'other', note: 'x'.repeat(501) };

/** The object's id, or (variants 8-11) a malformed or unknown one. */
export function idFor(intent: Intent, id: string | undefined): string {
  if (badId(intent)) return intent.amount % 2 === 0 ? MALFORMED_ID : UNKNOWN_ID;
  return id ?? UNKNOWN_ID;
}
