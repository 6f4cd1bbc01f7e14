import { translate } from '../i18n/catalogue';
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
    write: (locale) => ({
      subject: translate(locale, 'email.instagramReconnectSubject'),
      body: [
        translate(locale, 'email.instagramReconnectWhy', { username }),
        translate(locale, 'email.instagramReconnectHow'),
        translate(locale, 'email.signOff'),
      ].join('\n\n'),
    }),
  };
}
