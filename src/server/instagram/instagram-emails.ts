import type { Email } from '../mail/outbox';

/**
 * Instagram refused the clipper's token (expired or revoked): their reels are not measured, so not paid, until they
 * reconnect (docs/trust.md#instagram). An account email: nobody can turn it off, since it stands between them and pay.
 */
export function reconnectInstagramEmail(userId: string, username: string, now: Date): Email {
  return {
    kind: 'instagram_reconnect',
    recipientId: userId,
    eventKey: `instagram-token:${now.toISOString()}`,
    subject: 'Reconnect Instagram so your reels can be measured',
    body:
      `Instagram stopped accepting ClipMandi's sign-in to @${username} (it expired, or the app was removed in ` +
      `Instagram's settings), so your reels' views cannot be measured and they cannot be paid.\n\n` +
      `Open your dashboard on ClipMandi and choose "Reconnect Instagram". Your reels are measured again from then.` +
      '\n\n— ClipMandi',
  };
}
