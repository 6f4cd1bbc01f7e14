import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emailOptOuts, emailOutbox } from '../db/mail-schema';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { logger } from '../ops/logger';
import type { SchedulerJob } from '../scheduler/scheduler';
import { createMailTransport, type MailTransport } from './transport';

/** Emails claimed per transaction; the loop takes batches until none is due. */
const BATCH = 20;
/** Attempts before an email is marked failed. */
export const MAX_ATTEMPTS = 6;
/** The wait after the first failed attempt; it doubles after each (1, 2, 4, 8, 16 minutes). */
export const FIRST_RETRY_MS = 60_000;
/**
 * A claimed email is not due again for this long: a process that dies between claiming and marking frees it
 * then, and it is sent again (at least once; a crash after the SMTP server took it and before it was marked
 * sent sends it twice, the only way one event's email arrives twice).
 */
export const CLAIM_MS = 10 * 60_000;

export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

type Claimed = { id: number; to: string; subject: string; body: string; attempts: number };

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Takes the due pending emails (FOR UPDATE SKIP LOCKED, so concurrent workers on PostgreSQL take different
 * ones), marks those whose kind the recipient turned off as skipped, and claims the rest: one more attempt,
 * not due again until CLAIM_MS. Without a transport it only takes those not yet shown in the log.
 */
async function claimDue(tx: Tx, now: Date, sending: boolean): Promise<Claimed[]> {
  const due = await tx
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      recipientId: emailOutbox.recipientId,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      body: emailOutbox.body,
      attempts: emailOutbox.attempts,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        sending ? undefined : isNull(emailOutbox.loggedAt),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const recipientIds = [...new Set(due.flatMap((row) => (row.recipientId ? [row.recipientId] : [])))];
  const [people, optOuts] = await Promise.all([
    tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, recipientIds)),
    tx.select().from(emailOptOuts).where(inArray(emailOptOuts.userId, recipientIds)),
  ]);
  const emailOf = new Map(people.map((person) => [person.id, person.email]));
  const turnedOff = new Set(optOuts.map((optOut) => `${optOut.userId}:${optOut.kind}`));
  const claimed: Claimed[] = [];
  for (const row of due) {
    const to = row.toAddress ?? (row.recipientId ? emailOf.get(row.recipientId) : undefined);
    if (turnedOff.has(`${row.recipientId}:${row.kind}`) || to === undefined) {
      await tx.update(emailOutbox).set({ status: 'skipped' }).where(eq(emailOutbox.id, row.id));
      continue;
    }
    claimed.push({ id: row.id, to, subject: row.subject, body: row.body, attempts: row.attempts + 1 });
  }
  const ids = claimed.map((row) => row.id);
  if (ids.length > 0) {
    await tx
      .update(emailOutbox)
      .set(
        sending
          ? { nextAttemptAt: later(now, CLAIM_MS), attempts: sql`${emailOutbox.attempts} + 1` }
          : { loggedAt: now },
      )
      .where(inArray(emailOutbox.id, ids));
  }
  return claimed;
}

async function markSent(deps: Deps, id: number, now: Date): Promise<void> {
  await commitChange(deps, (tx) =>
    tx.update(emailOutbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(emailOutbox.id, id)),
  );
}

/** A failed attempt: due again after the backoff, or failed for good after MAX_ATTEMPTS. */
async function markAttemptFailed(deps: Deps, row: Claimed, error: unknown, now: Date): Promise<void> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const final = row.attempts >= MAX_ATTEMPTS;
  const retryAt = later(now, retryDelayMs(row.attempts));
  const fields = { emailId: row.id, attempts: row.attempts, error: lastError };
  if (final) logger.error(fields, 'Email failed: the SMTP server did not take it after the last attempt');
  else logger.warn({ ...fields, retryAt: retryAt.toISOString() }, 'Email not sent; it will be tried again');
  await commitChange(deps, (tx) =>
    tx
      .update(emailOutbox)
      .set(final ? { status: 'failed', lastError } : { nextAttemptAt: retryAt, lastError })
      .where(eq(emailOutbox.id, row.id)),
  );
}

/** Without SMTP_URL: each email is shown once in the log and stays pending, sent once SMTP is configured. */
function logUnsent(row: Claimed): void {
  logger.info(
    { emailId: row.id, to: row.to, subject: row.subject, body: row.body },
    'Email kept in the outbox (SMTP_URL is not set)',
  );
}

/**
 * Sends every due email at `now`: claims a batch (its own short transaction, so no lock is held while the SMTP
 * server answers), sends each, marks it sent or schedules its retry, and repeats until none is due.
 */
export async function sendDueEmails(deps: Deps, now: Date, transport: MailTransport | null): Promise<void> {
  for (;;) {
    const claimed = await commitChange(deps, (tx) => claimDue(tx, now, transport !== null));
    if (claimed.length === 0) return;
    for (const row of claimed) {
      if (!transport) {
        logUnsent(row);
        continue;
      }
      try {
        await transport.send({ to: row.to, subject: row.subject, text: row.body });
      } catch (error) {
        await markAttemptFailed(deps, row, error, now);
        continue;
      }
      await markSent(deps, row.id, now);
    }
  }
}

/** The outbox worker as a scheduler job: it runs with the others, on the scheduler's `now`. */
export const sendEmails: SchedulerJob = {
  name: 'send-emails',
  run: (deps, now) => sendDueEmails(deps, now, createMailTransport(deps.config.mail)),
};

/**
 * Sends what is due now rather than at the scheduler's next run, for the emails a person is waiting for on the
 * screen (a reset link, a verification link, an invitation): after the commit, in the background; the scheduler
 * still sends whatever this misses. Only with SMTP: without it there is nothing to wait for.
 */
export function sendEmailsSoon(deps: Deps): void {
  const transport = createMailTransport(deps.config.mail);
  if (!transport) return;
  sendDueEmails(deps, new Date(), transport).catch((error: unknown) =>
    logger.warn({ err: error }, 'Sending the due emails at once failed; the scheduler sends them'),
  );
}
