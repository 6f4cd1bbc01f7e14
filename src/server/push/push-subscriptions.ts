import { and, asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { pushSettingsResponse, subscribePushRequest } from '../../../schemas/push';
import type { Db, Tx } from '../db/client';
import { pushSubscriptions } from '../db/accounts-schema';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../refusals';
import { ENDPOINT_REFUSED, isPushServiceEndpoint } from './push-endpoints';

type PushSettingsResponse = z.output<typeof pushSettingsResponse>;

export const PUSH_OFF = 'Push notifications are not set up on this server.';
export const NOT_SUBSCRIBED = 'This device is not subscribed.';
export const UNSUBSCRIBED = 'This device gets no more push notifications.';

/** The server's public key and the person's subscribed devices. */
export async function pushSettingsOf(
  db: Db | Tx,
  deps: Pick<Deps, 'push'>,
  userId: string,
): Promise<PushSettingsResponse> {
  const devices = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      kinds: pushSubscriptions.kinds,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    publicKey: deps.push?.publicKey ?? null,
    devices: devices.map((device) => ({
      endpoint: device.endpoint,
      kinds: device.kinds as PushSettingsResponse['devices'][number]['kinds'],
      createdAt: device.createdAt.toISOString(),
    })),
  };
}

/**
 * Keeps a device's subscription with the kinds chosen for it. An endpoint is one device: subscribing it again
 * replaces its keys and kinds (and moves it to this person, should the browser now belong to someone else).
 */
export async function subscribe(
  tx: Tx,
  deps: Pick<Deps, 'push' | 'config'>,
  userId: string,
  input: z.output<typeof subscribePushRequest>,
) {
  if (!deps.push) throw badRequest(PUSH_OFF);
  if (!isPushServiceEndpoint(input.endpoint, deps.config.accounts.pushLoopback)) throw badRequest(ENDPOINT_REFUSED);
  const kinds = [...new Set(input.kinds)];
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, kinds };
  await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
}

export async function unsubscribe(tx: Tx, userId: string, endpoint: string) {
  const removed = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(NOT_SUBSCRIBED);
}
