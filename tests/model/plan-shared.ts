import type { RouteName } from '../../schemas/routes';
import type { Intent } from './intents';
import type { Model, Person, Role } from './model';

/** A request the model expects an answer to, and what a success changes in the model. */
export type Step = {
  describe: string;
  route: RouteName;
  token?: string;
  params?: { id: string };
  body?: unknown;
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

/** The object's id, or (variants 8-11) a malformed or unknown one. */
export function idFor(intent: Intent, id: string | undefined): string {
  if (badId(intent)) return intent.amount % 2 === 0 ? MALFORMED_ID : UNKNOWN_ID;
  return id ?? UNKNOWN_ID;
}
