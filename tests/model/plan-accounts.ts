import type { Intent } from './intents';
import type { Model, Person } from './model';
import { badBody, badId, callerFor, pick, refusalOf, tokenOf, UNKNOWN_ID, who, type Step } from './plan-shared';

/**
 * Accounts in the model (docs/accounts.md): an admin suspends or reinstates a clipper or creator, and a person
 * resets their password from the emailed link. A suspended person's sessions end; their sign-in is refused with
 * 403; a creator's live campaigns are paused by the admin and stay paused when they are reinstated.
 */

/** The people an admin may suspend: clippers and creators. */
const suspendable = (model: Model) => model.people.filter((p) => p.role !== 'admin');

export function planSuspend(model: Model, intent: Intent): Step {
  const caller = callerFor(model, intent, ['admin']);
  const wantSuspended = intent.op === 'reinstateUser';
  const candidates = suspendable(model).filter((p) => Boolean(p.suspended) === wantSuspended);
  const target = intent.own ? pick(candidates, intent.target) : pick(model.people, intent.target);
  const route = intent.op === 'suspendUser' ? ('suspendUser' as const) : ('reinstateUser' as const);
  const verb = route === 'suspendUser' ? 'suspends' : 'reinstates';
  const id = badId(intent) || !target ? UNKNOWN_ID : target.id;
  const body =
    route === 'suspendUser' ? { reason: badBody(intent) ? '   ' : `Model reason ${intent.amount}` } : undefined;
  const base = { route, token: tokenOf(caller), params: { id }, body };
  const describe = `${who(caller)} ${verb} ${target && id !== UNKNOWN_ID ? target.label : 'nobody'}`;
  const refusal = refusalOf(caller, ['admin']);
  if (refusal) return { ...base, describe, expected: refusal };
  if (route === 'suspendUser' && badBody(intent))
    return { ...base, describe: `${describe} with no reason`, expected: 400 };
  if (!target || id === UNKNOWN_ID) return { ...base, describe, expected: 404 };
  if (target.role === 'admin') return { ...base, describe, expected: 422 };
  if (Boolean(target.suspended) !== wantSuspended) return { ...base, describe, expected: 409 };
  return {
    ...base,
    describe,
    expected: 200,
    apply: () => (route === 'suspendUser' ? suspend(model, target) : reinstate(target)),
  };
}

function suspend(model: Model, person: Person) {
  person.suspended = true;
  person.token = null;
  // As the server: the live campaigns the admin has not paused already, unless spent or ended.
  for (const campaign of model.live()) {
    if (campaign.creatorId !== person.id || campaign.pausedByAdmin) continue;
    if (model.statusOf(campaign) !== 'completed') campaign.pausedByAdmin = true;
  }
}

function reinstate(person: Person) {
  person.suspended = false;
}

/**
 * Someone resets their password with the link the forgot-password email carries (run.ts asks for it first), or
 * sends a made-up token (400). Every session of theirs ends; the new password signs them in from then on.
 */
export function planPasswordReset(model: Model, intent: Intent): Step {
  const person = pick(model.people, intent.actor);
  if (!person) throw new Error('model: nobody to reset');
  const password = `model-reset-${intent.amount}`;
  if (badBody(intent) || badId(intent))
    return {
      route: 'resetPassword',
      describe: `${person.label} resets their password with a made-up link`,
      body: { token: `made-up-${intent.amount}`, password },
      expected: 400,
    };
  return {
    route: 'resetPassword',
    describe: `${person.label} resets their password from the emailed link`,
    resetLinkFor: person.email,
    body: { token: '', password },
    expected: 200,
    apply: () => {
      person.password = password;
      person.token = null;
    },
  };
}
