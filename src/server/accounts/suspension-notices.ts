import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns, clips, users } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import type { Locale } from '../../../schemas/locale';
import { translate } from '../i18n/catalogue';
import { enqueueEmail } from '../mail/outbox';
import { switchableBody } from '../mail/messages';

/** Titles as an email names them: "A", "A" and "B", "A", "B" and "C". */
const titled = (locale: Locale, titles: string[]) => {
  const quoted = titles.map((title) => `"${title}"`);
  if (quoted.length < 2) return quoted[0] ?? '';
  return translate(locale, 'email.listAnd', { first: quoted.slice(0, -1).join(', '), last: quoted.at(-1) ?? '' });
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
    const count = joined.length;
    await enqueueEmail(tx, {
      kind: 'campaign_paused',
      recipientId: clipperId,
      eventKey,
      write: (locale) => {
        const names = titled(
          locale,
          joined.map((row) => row.title),
        );
        return {
          subject: translate(locale, 'email.campaignPausedSubject', { count, names }),
          body: switchableBody(
            locale,
            translate(locale, 'email.campaignPausedBody', { count, names }),
            translate(locale, 'email.campaignPausedClips'),
          ),
        };
      },
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
    const count = pending.length;
    await enqueueEmail(tx, {
      kind: 'clipper_suspended',
      recipientId: creatorId,
      eventKey,
      write: (locale) => ({
        subject: translate(locale, 'email.clipperSuspendedSubject', { clipper: clipperName, count }),
        body: switchableBody(
          locale,
          translate(locale, 'email.clipperSuspendedBody', {
            clipper: clipperName,
            count,
            campaigns: titled(locale, titles),
          }),
          translate(locale, 'email.clipperSuspendedDecide'),
        ),
      }),
    });
  }
}
