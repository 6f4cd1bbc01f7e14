import { and, eq, inArray } from 'drizzle-orm';
import { emailKindLabels, emailKindsOf, type NotificationSetting } from '../../../schemas/notifications';
import type { Db, Tx } from '../db/client';
import { emailOptOuts } from '../db/mail-schema';
import type { SessionUser } from '../deps';
import { badRequest } from '../refusals';

type Person = Pick<SessionUser, 'id' | 'role'>;

/** A switch for each kind the person's role receives; on unless they turned it off. */
export async function readNotificationSettings(db: Db | Tx, person: Person): Promise<NotificationSetting[]> {
  const off = await db.select({ kind: emailOptOuts.kind }).from(emailOptOuts).where(eq(emailOptOuts.userId, person.id));
  const turnedOff = new Set(off.map((row) => row.kind));
  return emailKindsOf[person.role].map((kind) => ({ kind, enabled: !turnedOff.has(kind) }));
}

/** Turns the named kinds on or off (400 for a kind the person's role never receives); returns every switch. */
export async function updateNotificationSettings(
  tx: Tx,
  person: Person,
  changes: readonly NotificationSetting[],
): Promise<NotificationSetting[]> {
  const theirs: readonly string[] = emailKindsOf[person.role];
  const foreign = changes.find((change) => !theirs.includes(change.kind));
  if (foreign)
    throw badRequest(`"${emailKindLabels[foreign.kind]}" (${foreign.kind}) is not an email your account receives.`);
  const on = changes.filter((change) => change.enabled).map((change) => change.kind);
  const off = changes.filter((change) => !change.enabled).map((change) => change.kind);
  if (on.length > 0)
    await tx.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, person.id), inArray(emailOptOuts.kind, on)));
  if (off.length > 0) {
    await tx
      .insert(emailOptOuts)
      .values(off.map((kind) => ({ userId: person.id, kind })))
      .onConflictDoNothing();
  }
  return readNotificationSettings(tx, person);
}
