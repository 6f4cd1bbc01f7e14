import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { emailOutbox } from '../../src/server/db/mail-schema';
import { users } from '../../src/server/db/schema';
import type { EmailKind } from '../../schemas/notifications';

/** The emails of `kind` that went, or are going, to `address`, newest first (the outbox as the worker reads it). */
export async function emailsTo(db: Db, kind: EmailKind, address: string) {
  return db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body, toAddress: emailOutbox.toAddress })
    .from(emailOutbox)
    .leftJoin(users, eq(users.id, emailOutbox.recipientId))
    .where(and(eq(emailOutbox.kind, kind), or(eq(emailOutbox.toAddress, address), eq(users.email, address))))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
}

/** The link of the newest email of `kind` to `address` (as the person would click it), and its token. */
export async function linkIn(db: Db, kind: EmailKind, address: string) {
  const [email] = await emailsTo(db, kind, address);
  if (!email) throw new Error(`No ${kind} email to ${address}`);
  const match = /(https?:\/\/\S+\?token=([A-Za-z0-9_-]+))/.exec(email.body);
  if (!match?.[1] || !match[2]) throw new Error(`The ${kind} email to ${address} has no link:\n${email.body}`);
  return { url: match[1], token: match[2] };
}
