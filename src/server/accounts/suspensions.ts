import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns, users } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { conflict, notFound, unprocessable } from '../refusals';
import { reinstatedEmail, suspendedEmail } from './account-emails';
import { recordAudit } from './audit';
import { tellClippersOfPausedCampaigns, tellCreatorsOfPendingClips } from './suspension-notices';

async function lockPerson(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      suspendedAt: users.suspendedAt,
      reason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw notFound('userNotFound');
  if (row.role === 'admin') throw unprocessable('adminsNotSuspended');
  return row;
}

/**
 * Suspends a clipper or creator (docs/accounts.md#suspensions): every session ends (the token version moves on),
 * a creator's live campaigns are paused by the admin (their escrow stays theirs; pending clips stay reviewable),
 * the person is emailed the reason, and the other side is emailed what it means for them. Money is not touched. Recorded in the audit trail.
 */
export async function suspendUser(tx: Tx, actorId: string, id: string, reason: string, now = new Date()) {
  const person = await lockPerson(tx, id);
  if (person.suspendedAt) throw conflict('alreadySuspended');
  await tx
    .update(users)
    .set({ suspendedAt: now, suspensionReason: reason, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  const paused =
    person.role === 'creator'
      ? await tx
          .update(campaigns)
          .set({ pausedByAdmin: true, status: 'paused' })
          .where(
            and(
              eq(campaigns.creatorId, id),
              inArray(campaigns.status, ['active', 'paused']),
              eq(campaigns.pausedByAdmin, false),
              isNull(campaigns.endedAt),
              isNull(campaigns.deletedAt),
            ),
          )
          .returning({ id: campaigns.id })
      : [];
  const eventKey = `${id}:${now.toISOString()}`;
  await enqueueEmail(tx, suspendedEmail(person, reason, eventKey));
  // The other side of their work is told too: clippers of the paused campaigns, creators holding pending clips.
  if (person.role === 'creator') {
    await tellClippersOfPausedCampaigns(
      tx,
      paused.map((campaign) => campaign.id),
      eventKey,
    );
  } else await tellCreatorsOfPendingClips(tx, id, person.name, eventKey);
  await recordAudit(tx, {
    actorId,
    action: 'user.suspend',
    objectType: 'user',
    objectId: id,
    before: { suspended: false },
    after: { suspended: true, reason, pausedCampaigns: paused.map((campaign) => campaign.id) },
  });
}

/**
 * Lifts a suspension: the person can sign in again and is emailed. Campaigns paused by the suspension stay paused
 * until an admin resumes each (Admin > Campaigns), so none restarts unseen.
 */
export async function reinstateUser(tx: Tx, actorId: string, id: string, now = new Date()) {
  const person = await lockPerson(tx, id);
  if (!person.suspendedAt) throw conflict('notSuspended');
  await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, id));
  await enqueueEmail(tx, reinstatedEmail(person, `${id}:${now.toISOString()}`));
  await recordAudit(tx, {
    actorId,
    action: 'user.reinstate',
    objectType: 'user',
    objectId: id,
    before: { suspended: true, reason: person.reason },
    after: { suspended: false },
  });
}
