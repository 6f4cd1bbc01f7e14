import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import webpush from 'web-push';
import { pushKinds, type PushKind } from '../../../schemas/push';
import { notifications, pushSubscriptions } from '../db/accounts-schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { logger } from '../ops/logger';
import type { SchedulerJob } from '../scheduler/scheduler';

/** Notifications handled per batch; the job takes batches until none is left. */
const BATCH = 50;
/** A notification older than this when the job first sees it (push was off, the server was down) is not pushed. */
export const PUSH_FRESH_MS = 60 * 60_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

const isPushKind = (kind: string): kind is PushKind => (pushKinds as readonly string[]).includes(kind);

/**
 * Pushes each new notification of a money moment to the person's devices subscribed to its kind
 * (docs/accounts.md#app), with no transaction open while the push services answer, then marks the batch handled.
 * A push service that says the subscription is gone (404, 410) has it deleted; any other failure is logged and not
 * retried (the notification is in the inbox either way). Without VAPID keys the notifications are only marked.
 */
export const sendPushes: SchedulerJob = {
  name: 'send-pushes',
  async run(deps: Deps, now: Date) {
    for (;;) {
      const batch = await deps.db
        .select({
          id: notifications.id,
          userId: notifications.userId,
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(isNull(notifications.pushedAt))
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
        .limit(BATCH);
      if (batch.length === 0) return;
      const due = deps.push
        ? batch.filter((row) => isPushKind(row.kind) && now.getTime() - row.createdAt.getTime() < PUSH_FRESH_MS)
        : [];
      const userIds = [...new Set(due.map((row) => row.userId))];
      const devices =
        userIds.length === 0
          ? []
          : await deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
      for (const row of due) {
        for (const device of devices) {
          if (device.userId !== row.userId || !device.kinds.includes(row.kind)) continue;
          await pushTo(deps, device, { title: row.title, body: row.body, link: row.link });
        }
      }
      const ids = batch.map((row) => row.id);
      await commitChange(deps, (tx) =>
        tx
          .update(notifications)
          .set({ pushedAt: now })
          .where(and(inArray(notifications.id, ids), isNull(notifications.pushedAt))),
      );
    }
  },
};

type Device = typeof pushSubscriptions.$inferSelect;

async function pushTo(deps: Deps, device: Device, message: { title: string; body: string; link: string | null }) {
  if (!deps.push) return;
  const { publicKey, privateKey, subject, agent } = deps.push;
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        timeout: 10_000,
        ...(agent ? { agent } : {}),
      },
    );
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : null;
    if (status === 404 || status === 410) {
      await commitChange(deps, (tx) => tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id)));
      return;
    }
    logger.warn({ err: error, status, subscription: device.id }, 'Push not delivered; it is not tried again');
  }
}
