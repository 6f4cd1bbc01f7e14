/**
 * What a change is about, in the words the read cache invalidates by. A write names every tag whose
 * reads it changes; a cached read carries every tag its answer depends on; a change drops exactly the
 * cached reads that share a tag with it. The vocabulary (docs/reads.md "Read cache"):
 *
 * - `campaigns`: the public campaign list (a campaign created, edited, deleted, paused or resumed, its
 *   budget, spend or participant count changed);
 * - `campaign:<id>`: one campaign (detail, participants, budget, the review state of its clips);
 * - `user:<id>`: everything private to one person (wallet, their clips, joins, dashboards);
 * - `account:<id>`: the person's account row as the session check reads it (name, email, role, token version),
 *   apart from `user:<id>` so that the many writes about a person's money do not evict it; named by the writes
 *   that change that row (sign out everywhere, the admin's password, a role change or removal);
 * - `clip:<id>`: one clip;
 * - `escrow:<id>`: a campaign's remaining budget, which pending estimates are computed from; named by the ledger
 *   itself (postTransaction) whenever a posting moves the campaign's escrow account;
 * - `platform`: the admin's figures and lists (stats, users, campaigns, transactions, withdrawal queue).
 */
export const changeTags = {
  campaigns: 'campaigns',
  platform: 'platform',
  campaign: (id: string) => `campaign:${id}`,
  user: (id: string) => `user:${id}`,
  account: (id: string) => `account:${id}`,
  clip: (id: string) => `clip:${id}`,
  escrow: (campaignId: string) => `escrow:${campaignId}`,
} as const;

/** The tags of one change, without repeats or missing ids (a write may not know every party). */
export function tagList(...tags: (string | false | null | undefined)[]): string[] {
  return [...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && tag !== ''))];
}
