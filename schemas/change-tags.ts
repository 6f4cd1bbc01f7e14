/**
 * What a change is about, in the words the read cache invalidates by and the live updates refresh by: the server
 * names the tags a write changed and the tags a cached read depends on (a change drops exactly the cached reads
 * that share a tag with it), and the web app maps each tag it is sent to the screens' queries
 * (src/web/lib/live-keys.ts). One vocabulary, typed, for both (docs/reads.md "Read cache"); no zod here, so the
 * web app's live updates take it without the validation library:
 *
 * - `campaigns`: the public campaign list (a campaign created, edited, deleted, paused or resumed, its
 *   budget, spend or participant count changed);
 * - `campaign:<id>`: one campaign (detail, participants, budget, the review state of its clips);
 * - `user:<id>`: everything private to one person (wallet, their clips, joins, dashboards);
 * - `account:<id>`: the person's account row as the session check reads it (name, email, role, token version),
 *   apart from `user:<id>` so that the many writes about a person's money do not evict it; named by the writes
 *   that change that row (sign out everywhere, the admin's password, a role change or removal);
 * - `clip:<id>`: one clip (the live updates' notices of it);
 * - `measurements:<id>`: one clip's measurement history, named by each measurement of it;
 * - `channel:<userId>`: one clipper's linked channel and verification code, named by the link;
 * - `creator:<creatorId>`: one creator's track record, which every campaign of theirs shows (docs/product.md#track-records),
 *   named when it changes (migration 0028), with `campaigns`;
 * - `blocks:<creatorId>`: the clippers one creator blocked (docs/product.md#blocking), named by a block and its lifting;
 * - `participants:<id>`: one campaign's participants, as its page and its creator's contacts list them; named by the
 *   join and the deletion that change them (joinCampaign, deleteCampaign);
 * - `escrow:<id>`: a campaign's remaining budget, which pending estimates are computed from; named by the ledger
 *   itself (postTransaction) whenever a posting moves the campaign's escrow account;
 * - `platform`: the admin's figures and lists (stats, users, campaigns, transactions, withdrawal queue);
 * - `totals`: the platform's money in, payouts and fees per day (the admin's chart); named by the ledger itself
 *   (postTransaction) whenever a posting adds to them, so a write that moves no such money leaves the chart cached.
 */
export type ChangeTag =
  | 'campaigns'
  | 'platform'
  | 'totals'
  | `campaign:${string}`
  | `user:${string}`
  | `account:${string}`
  | `clip:${string}`
  | `measurements:${string}`
  | `channel:${string}`
  | `blocks:${string}`
  | `creator:${string}`
  | `participants:${string}`
  | `escrow:${string}`;

export const changeTags = {
  campaigns: 'campaigns',
  platform: 'platform',
  totals: 'totals',
  campaign: (id: string) => `campaign:${id}`,
  user: (id: string) => `user:${id}`,
  account: (id: string) => `account:${id}`,
  clip: (id: string) => `clip:${id}`,
  measurements: (clipId: string) => `measurements:${clipId}`,
  channel: (userId: string) => `channel:${userId}`,
  blocks: (creatorId: string) => `blocks:${creatorId}`,
  creator: (creatorId: string) => `creator:${creatorId}`,
  participants: (campaignId: string) => `participants:${campaignId}`,
  escrow: (campaignId: string) => `escrow:${campaignId}`,
} as const satisfies Record<string, ChangeTag | ((id: string) => ChangeTag)>;

/** The kinds of tag that name one thing by its id. */
const idKinds = [
  'campaign',
  'user',
  'account',
  'clip',
  'measurements',
  'channel',
  'blocks',
  'creator',
  'escrow',
  'participants',
] as const;
type IdKind = (typeof idKinds)[number];

/** A tag taken apart: what it names, and the id when it names one thing. */
export type ParsedTag = { kind: 'campaigns' | 'platform' | 'totals' } | { kind: IdKind; id: string };

/** The tag's kind and id, or null for a string that is not a tag of the vocabulary. */
export function parseTag(tag: string): ParsedTag | null {
  if (tag === 'campaigns' || tag === 'platform' || tag === 'totals') return { kind: tag };
  const colon = tag.indexOf(':');
  const kind = tag.slice(0, colon);
  const id = tag.slice(colon + 1);
  if (colon <= 0 || id === '' || !(idKinds as readonly string[]).includes(kind)) return null;
  return { kind: kind as IdKind, id };
}

export const isChangeTag = (tag: string): tag is ChangeTag => parseTag(tag) !== null;

/**
 * The answer to a write names, in this header, the tags of what it changed that its caller's screens show
 * (space-separated): the web app refreshes their queries from it (src/web/lib/live-keys.ts), as it does for a
 * live update, so no mutation lists what it changed.
 */
export const CHANGE_TAGS_HEADER = 'Change-Tags';

/** The tags of one change, without repeats or missing ids (a write may not know every party). */
export function tagList(...tags: (ChangeTag | '' | false | null | undefined)[]): ChangeTag[] {
  return [...new Set(tags.filter((tag): tag is ChangeTag => typeof tag === 'string' && tag !== ''))];
}
