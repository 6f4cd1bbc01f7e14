import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns, clips, users } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { enqueueEmail } from '../mail/outbox';
import { SIGN_OFF } from '../mail/messages';

/** Titles as an email names them: "A", "A" and "B", "A", "B" and "C". */
const titled = (titles: string[]) => {
  const quoted = titles.map((title) => `"${title}"`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/**
 * Tells the clippers of a suspended creator's campaigns that those campaigns are paused (docs/accounts.md#suspensions):
 * one email per clipper, naming every campaign of theirs it paused. Suspended clippers are not told.
 */
export async function tellClippersOfPausedCampaigns(tx: Tx, campaignIds: string[], eventKey: string) {
  if (campaignIds.length === 0) return;
  const rows = await tx
    .select({ clipperId: campaignParticipants.userId, title: campaigns.title })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .where(and(inArray(campaignParticipants.campaignId, campaignIds), isNull(users.suspendedAt)))
    .orderBy(campaignParticipants.userId, campaigns.title);
  for (const [clipperId, joined] of groupBy(rows, (row) => row.clipperId)) {
    const names = titled(joined.map((row) => row.title));
    const plural = joined.length > 1;
    await enqueueEmail(tx, {
      kind: 'campaign_paused',
      recipientId: clipperId,
      eventKey,
      subject: plural
        ? `${joined.length} campaigns you joined are paused`
        : `A campaign you joined is paused: ${names}`,
      body:
        `${names} ${plural ? 'are' : 'is'} paused while an admin reviews the creator's account.\n\n` +
        `Clips you already submitted stay in review and are paid from the campaign's escrow as before. ` +
        `New clips can be submitted once an admin resumes it.` +
        SIGN_OFF,
    });
  }
}

/**
 * Tells each creator holding a suspended clipper's pending clips (docs/accounts.md#suspensions): the clips stay in
 * their review queue and are decided as usual. One email per creator.
 */
export async function tellCreatorsOfPendingClips(tx: Tx, clipperId: string, clipperName: string, eventKey: string) {
  const rows = await tx
    .select({ creatorId: clips.creatorId, title: campaigns.title })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(clips.userId, clipperId), eq(clips.status, 'pending')))
    .orderBy(clips.creatorId, campaigns.title);
  for (const [creatorId, pending] of groupBy(rows, (row) => row.creatorId)) {
    const titles = [...new Set(pending.map((row) => row.title))];
    const count = pending.length === 1 ? '1 pending clip' : `${pending.length} pending clips`;
    await enqueueEmail(tx, {
      kind: 'clipper_suspended',
      recipientId: creatorId,
      eventKey,
      subject: `${clipperName}, who has ${count} on your campaigns, is suspended`,
      body:
        `An admin suspended ${clipperName}'s account. Their ${count} on ${titled(titles)} ${pending.length === 1 ? 'stays' : 'stay'} in your review queue.\n\n` +
        `Approve or reject each as usual: they can submit nothing more while the suspension lasts.` +
        SIGN_OFF,
    });
  }
}
