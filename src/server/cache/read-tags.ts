import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RouteName } from '../../../schemas/routes';
import { clipperPending } from '../db/clipper-figures-schema';
import { campaigns } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { DEFAULT_PAGE_SIZE } from '../paging/keyset-page';
import type { SessionUser } from '../deps';
import { changeTags, tagList, type ChangeTag } from '../../../schemas/change-tags';
import type { CacheableRead } from './cacheable-read';

/** The tags a read's answer depends on, or null when it must not be stored. */
export type ReadTagger = (read: CacheableRead, user: SessionUser | undefined) => Promise<ChangeTag[] | null>;

/**
 * Public reads are about campaigns: one campaign when the path names it, else the public list. A private read
 * depends on its person (`user:<id>`); the admin's reads on the whole platform too. A creator's reads carry
 * their own tag alone: every change naming one of their campaigns also names them (creatorTagsOf, in
 * commitChange). A clipper's own rows change only with writes that name them (their clips' decisions and
 * measurements, a deleted campaign's participants, a renamed campaign's clippers); their pending estimates are
 * computed when read from their campaigns' remaining budgets (clipper-figures.ts), so a read showing them also
 * carries the `escrow:<id>` tags of the campaigns their pending clips are on, and no other: a submission there,
 * or an approval elsewhere, leaves it cached. The dashboard shows the first page of joined campaigns too, so it
 * carries those; the other reads of joined campaigns (their lists) carry every joined campaign's tag.
 */
export function createReadTagger(db: Db): ReadTagger {
  // The campaigns a clipper joined and their creators, whose track records those campaigns show.
  const joined = db
    .select({ id: campaignParticipants.campaignId, creatorId: campaigns.creatorId })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(eq(campaignParticipants.userId, sql.placeholder('userId')))
    .prepare('read_cache_joined_campaigns');
  const creatorOf = db
    .select({ creatorId: campaigns.creatorId })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare('read_cache_campaign_creator');
  // The campaigns of the clipper's pending clips (their running figures have a row for each, so this reads one
  // narrow row per campaign, not every pending clip), and for the dashboard its first page of joined ones.
  const pendingOn = db
    .select({ id: clipperPending.campaignId })
    .from(clipperPending)
    .where(eq(clipperPending.userId, sql.placeholder('userId')))
    .prepare('read_cache_pending_campaigns');
  const firstJoined = db
    .select({ id: campaignParticipants.campaignId, creatorId: campaigns.creatorId })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(eq(campaignParticipants.userId, sql.placeholder('userId')))
    .orderBy(desc(campaignParticipants.joinedAt), desc(campaignParticipants.campaignId))
    .limit(DEFAULT_PAGE_SIZE)
    .prepare('read_cache_first_joined_campaigns');

  return async (read, user) => {
    // The site's contact details and the OpenAPI document come from the configuration: no write changes them.
    // A campaign's participants change only with its joins and its deletion (participant-list.ts).
    if (PARTICIPANTS.has(read.route) && read.id) return [changeTags.participants(read.id)];
    if (read.scope === 'public') {
      if (FIXED.has(read.route)) return [];
      if (!read.id) return [changeTags.campaigns];
      // A campaign shows its creator's track record, which their other campaigns' decisions change.
      const [found] = await creatorOf.execute({ id: read.id });
      return found
        ? [changeTags.campaign(read.id), changeTags.creator(found.creatorId)]
        : [changeTags.campaign(read.id)];
    }
    if (!user) return null;
    const own = changeTags.user(user.id);
    // The signed-in account as the session check reads it: only the writes that change the account row name it.
    if (read.route === 'me') return [changeTags.account(user.id)];
    // A clip's measurement history changes with each measurement of it, and only then; who may read it (its clipper,
    // its campaign's creator, the admin) never changes.
    if (read.route === 'clipMeasurements' && read.id) return [changeTags.measurements(read.id)];
    // The admin's chart is the running totals per day, which only the ledger's postings change.
    if (read.route === 'adminSeries') return [changeTags.totals];
    // The clipper's channel card reads their channel row alone (or a code derived from their id).
    if (read.route === 'clipperChannel') return [changeTags.channel(user.id)];
    // The creator's blocked clippers: only their blocks and unblocks change the list.
    if (read.route === 'creatorBlocks') return [changeTags.blocks(user.id)];
    if (user.role === 'admin') return [own, changeTags.platform];
    if (user.role === 'creator' || OWN_ROWS_ONLY.has(read.route)) return [own];
    // Each joined campaign shown, and its creator's track record.
    const campaignTags = (rows: { id: string; creatorId: string }[]) =>
      rows.flatMap((row) => [changeTags.campaign(row.id), changeTags.creator(row.creatorId)]);
    if (WITH_ESTIMATES.has(read.route)) {
      const onScreen =
        read.route === 'userDashboard' ? campaignTags(await firstJoined.execute({ userId: user.id })) : [];
      const escrows = (await pendingOn.execute({ userId: user.id })).map((row) => changeTags.escrow(row.id));
      return tagList(own, ...onScreen, ...escrows);
    }
    return tagList(own, ...campaignTags(await joined.execute({ userId: user.id })));
  };
}

const OWN_ROWS_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['userSeries']);
/** Who may read the contacts (the campaign's creator, the admin) never changes. */
const PARTICIPANTS: ReadonlySet<RouteName> = new Set<RouteName>(['campaignParticipants', 'participantContacts']);
const FIXED: ReadonlySet<RouteName> = new Set<RouteName>(['siteContact', 'openApi']);
const WITH_ESTIMATES: ReadonlySet<RouteName> = new Set<RouteName>(['userDashboard', 'myClips', 'clipperWallet']);
