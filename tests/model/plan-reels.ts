import type { Platform } from '../../schemas/platform';
import type { IgAccount, Reel } from './instagram';
import type { Intent } from './intents';
import type { Model, Person } from './model';
import { acceptSubmission, checkSubmission, submissionTarget } from './plan-submission';
import { badBody, badId, callerFor, pick, refusalOf, rupees, tokenOf, who, type Step } from './plan-shared';

/**
 * Instagram Reels in the model (docs/trust.md#instagram, #reel-submissions, #reel-measurements): a clipper links a
 * professional account, submits reels posted from it, and Instagram's side changes (a reel's views, a reel deleted,
 * a token revoked) with no request, for the next submission or scheduler run to meet.
 */

/** The platforms a new campaign pays for: mostly Shorts only, else both or Reels only, sometimes at a reel rate. */
export function platformsFor(intent: Intent): { platforms: Platform[]; reelRate: number | null } {
  const choice = intent.amount % 5;
  if (choice > 2) return { platforms: ['youtube_shorts'], reelRate: null };
  const platforms: Platform[] = choice === 0 ? ['instagram_reels'] : ['youtube_shorts', 'instagram_reels'];
  return { platforms, reelRate: intent.amount % 3 === 0 ? null : 1 + ((intent.amount * 11) % 20_000) };
}

/** The request's platform fields (left out when Shorts only, the default). */
export const platformFields = (platforms: Platform[], reelRate: number | null) => ({
  ...(platforms.length === 1 && platforms[0] === 'youtube_shorts' ? {} : { platforms }),
  ...(reelRate === null ? {} : { platformRates: { instagram_reels: rupees(reelRate) } }),
});

/**
 * Who acts: mostly (a well-formed call, `own`) a signed-in clipper for whom the step can go through (reels are fewer
 * than Shorts, and a random clipper is often signed out or unlinked); else callerFor's choice.
 */
function readyCaller(model: Model, intent: Intent, ready: (clipper: Person) => boolean): Person | null {
  const candidates = model.ofRole('user').filter((p) => p.token && ready(p));
  const chosen = intent.own && intent.variant >= 16 ? pick(candidates, intent.actor) : undefined;
  return chosen ?? callerFor(model, intent, ['user']);
}

/** The clipper's own professional account, by their place among the model's clippers. */
const ownAccountOf = (model: Model, person: Person) => model.instagram.ownAccount(model.ofRole('user').indexOf(person));

/** A clipper's link: mostly their own account, else another clipper's (409 while that one has it) or a personal one. */
function accountToLink(model: Model, intent: Intent, caller: Person): IgAccount {
  if (intent.scale === 0) return model.instagram.personalAccount(intent.amount);
  const other = pick(
    model.ofRole('user').filter((p) => p !== caller),
    intent.target,
  );
  return intent.scale < 3 && other ? ownAccountOf(model, other) : ownAccountOf(model, caller);
}

/**
 * A clipper links an Instagram account (run.ts asks for the authorize step's state first and plays the consent):
 * a personal account is refused (422), one another clipper linked too (409); else it replaces theirs and any
 * reconnect is cleared. A made-up state is refused before Instagram is asked (400).
 */
export function planLinkInstagram(model: Model, intent: Intent): Step {
  const caller = readyCaller(model, intent, (p) => model.instagram.workingLink(p.id) === undefined);
  const madeUp = { code: `AQmadeup${intent.amount}`, state: `made-up-state-${intent.amount}` };
  const base = { route: 'linkInstagram' as const, token: tokenOf(caller), body: madeUp };
  const refusal = refusalOf(caller, ['user']);
  if (refusal) return { ...base, describe: `${who(caller)} links an Instagram account`, expected: refusal };
  if (!caller) throw new Error('unreachable: a clipper links');
  if (badBody(intent))
    return {
      ...base,
      describe: `${who(caller)} links Instagram with no code`,
      body: { ...madeUp, code: ' ' },
      expected: 400,
    };
  if (badId(intent)) return { ...base, describe: `${who(caller)} links Instagram with a made-up state`, expected: 400 };
  const account = accountToLink(model, intent, caller);
  const holder = account.linkedBy === null ? 'nobody' : who(model.person(account.linkedBy));
  const describe = `${who(caller)} links Instagram @${account.username} (${account.accountType}, linked by ${holder})`;
  const linking = { ...base, describe, instagramLink: account.userId };
  if (account.accountType === 'PERSONAL') return { ...linking, expected: 422 };
  if (account.linkedBy !== null && account.linkedBy !== caller.id) return { ...linking, expected: 409 };
  return {
    ...linking,
    expected: 201,
    apply: (json) => {
      const { instagram } = json as { instagram: { username: string; needsReconnect: boolean; linkedAt: string } };
      if (instagram.username !== account.username || instagram.needsReconnect)
        throw new Error(`linked ${JSON.stringify(instagram)}, the model @${account.username} with a working token`);
      model.instagram.link(caller.id, account, Date.parse(instagram.linkedAt));
    },
  };
}

/**
 * The reel a clipper submits: an earlier post again (any account's), or a new post on their linked account (variants
 * 16-17 a photo, 18 published before they joined, 19-21 on a stranger's account); its views too few to measure yet,
 * far from the claim, or at or above it.
 */
function reelToSubmit(
  model: Model,
  intent: Intent,
  caller: Person | null,
  claimed: number,
): { reel: Reel; again: boolean } {
  const ig = model.instagram;
  const earlier = intent.scale < 2 ? pick(ig.reels, intent.amount) : undefined;
  if (earlier) return { reel: earlier, again: true };
  const link = caller ? ig.links.get(caller.id) : undefined;
  const stranger = intent.variant >= 19 && intent.variant < 22;
  const igUserId = stranger || !link ? ig.strangerAccount().userId : link.igUserId;
  const views =
    intent.scale === 3 ? null : intent.scale === 6 ? (intent.amount * 7) % 300_000 : claimed + (intent.amount % 1_000);
  const reel = ig.post(igUserId, {
    isReel: !(intent.variant >= 16 && intent.variant < 18),
    beforeJoining: intent.variant === 18,
    views,
  });
  return { reel, again: false };
}

const shown = (reel: Reel) =>
  `${reel.isReel ? 'reel' : 'photo'} ${reel.shortcode}${reel.beforeJoining ? ' (posted before joining)' : ''} of ${reel.igUserId}${reel.deleted ? ', deleted' : ''}, ${reel.views === null ? 'too few viewers' : `${reel.views} views`}`;

/**
 * A clipper submits a reel link (docs/trust.md#reel-submissions): after the checks every submission makes, no linked
 * account or one awaiting a reconnect is refused (422) before Instagram is asked; a token Instagram now refuses marks
 * the account (an email) and is refused (422); then the reel must be among the account's posts since the join, a
 * reel, published after the join, and not held by another clip (409). Too few viewers: taken, unmeasured.
 */
export function planSubmitReel(model: Model, intent: Intent): Step {
  const ig = model.instagram;
  const caller = readyCaller(model, intent, (p) => ig.workingLink(p.id) !== undefined);
  const target = submissionTarget(model, intent, caller, 'instagram_reels');
  const { claimedViews } = target;
  const { reel, again } = reelToSubmit(model, intent, caller, claimedViews ?? 0);
  const what = `${shown(reel)}${again ? ' (again)' : ''}`;
  const clipLink = `https://www.instagram.com/reel/${reel.shortcode}/?igsh=model`;
  const checked = checkSubmission(model, intent, caller, target, { platform: 'instagram_reels', clipLink, what });
  if (checked.refused) return checked.refused;
  const { base } = checked;
  const clipper = checked.caller;
  const link = ig.links.get(clipper.id);
  const account = link && ig.accounts.get(link.igUserId);
  if (!link || !account || link.needsReconnect)
    return {
      ...base,
      describe: `${base.describe} (${link ? 'reconnect needed' : 'no account linked'})`,
      expected: 422,
    };
  // From here Instagram is asked: each call is taken from the account's hourly budget (a row of instagram_accounts).
  const calls = { tables: ['instagram_accounts'] };
  if (!account.tokenWorks)
    return {
      ...base,
      describe: `${base.describe}; Instagram refuses the token`,
      expected: 422,
      refusalWrites: { tables: ['instagram_accounts', 'email_outbox'], apply: () => ig.tokenRefused(clipper.id) },
    };
  const found = ig.findPost(account.userId, reel.shortcode);
  const refuse = (expected: number, why: string) => ({
    ...base,
    describe: `${base.describe} (${why})`,
    expected,
    refusalWrites: calls,
  });
  if (!found) return refuse(422, `not among the posts of @${account.username}`);
  if (!found.isReel || found.beforeJoining) return refuse(422, found.isReel ? 'before joining' : 'not a reel');
  if (model.videoTaken('instagram_reels', found.shortcode)) return refuse(409, 'taken');
  const views = found.views;
  return {
    ...base,
    expected: 201,
    apply: (json) =>
      acceptSubmission(model, json, {
        ...checked,
        platform: 'instagram_reels',
        videoId: found.shortcode,
        claimedViews,
        views,
      }),
  };
}

const offline = { route: 'adminReviewQueue' as const, offline: true, expected: 200 };

/** A reel of a clip still measured (mostly, when `own`), else any post. */
function reelOfClip(model: Model, intent: Intent): Reel | undefined {
  const ig = model.instagram;
  const measured = model.clips
    .filter((c) => c.platform === 'instagram_reels' && c.status !== 'rejected' && c.measure.nextMeasureAt !== null)
    .map((c) => ig.reelOf(c.videoId))
    .filter((r): r is Reel => r !== undefined && !r.deleted);
  return (intent.own ? pick(measured, intent.target) : undefined) ?? pick(ig.reels, intent.target);
}

/** Instagram's insights of a reel change (no request): too few viewers become a count, a count rises or falls. */
export function planReelViews(model: Model, intent: Intent): Step {
  const reel = reelOfClip(model, intent);
  if (!reel || reel.deleted) return { ...offline, describe: 'Instagram changes nothing (no reel shown)' };
  const was = reel.views;
  let views: number;
  if (was === null) views = intent.amount % 300_000;
  else if (intent.variant < 45) views = Math.floor((was * (intent.amount % 100)) / 100);
  else views = was + (intent.amount % (intent.scale < 5 ? 5_000 : 200_000));
  return {
    ...offline,
    describe: `Instagram's views of reel ${reel.shortcode} go from ${was === null ? 'too few viewers' : was} to ${views}`,
    apply: () => {
      reel.views = views;
      model.instagram.events.push({ kind: 'insights', mediaId: reel.mediaId, views });
    },
  };
}

/** The owner deletes a post (no request): gone from their media, its insights answer error 100. */
export function planDeleteReel(model: Model, intent: Intent): Step {
  const reel = reelOfClip(model, intent);
  if (!reel || reel.deleted) return { ...offline, describe: 'nobody deletes a reel (none shown)' };
  return {
    ...offline,
    describe: `the owner of reel ${reel.shortcode} deletes it`,
    apply: () => {
      reel.deleted = true;
      model.instagram.events.push({ kind: 'remove', mediaId: reel.mediaId });
    },
  };
}

/** Instagram stops taking an account's tokens (no request): it expired, or its owner removed the app. */
export function planRevokeInstagram(model: Model, intent: Intent): Step {
  const accounts = [...model.instagram.accounts.values()];
  const linked = accounts.filter((a) => a.linkedBy !== null && a.tokenWorks);
  const account = (intent.own ? pick(linked, intent.target) : undefined) ?? pick(accounts, intent.target);
  if (!account) return { ...offline, describe: 'Instagram revokes nothing (no account yet)' };
  return {
    ...offline,
    describe: `Instagram stops taking the tokens of @${account.username}`,
    apply: () => {
      account.tokenWorks = false;
      model.instagram.events.push({ kind: 'revoke', igUserId: account.userId });
    },
  };
}
