import type { AdminRole } from '../../../schemas/auth';
import type { Locale } from '../../../schemas/locale';
import { translate } from '../i18n/catalogue';
import type { Email } from '../mail/outbox';

/**
 * The emails about the account itself (docs/accounts.md#links), each in its reader's language. Nobody can turn them
 * off, so their sign-off offers no switch. Every link starts with APP_URL, never with a request's Host header.
 */
const withSignOff = (locale: Locale, ...paragraphs: string[]) =>
  [...paragraphs, translate(locale, 'email.signOff')].join('\n\n');

export const linkOf = (appUrl: string, path: string, token: string) =>
  `${appUrl}${path}?token=${encodeURIComponent(token)}`;

export function passwordResetEmail(person: { id: string }, link: string, linkId: string): Email {
  return {
    kind: 'password_reset',
    recipientId: person.id,
    eventKey: linkId,
    write: (locale) => ({
      subject: translate(locale, 'email.passwordResetSubject'),
      body: withSignOff(
        locale,
        translate(locale, 'email.passwordResetAsked'),
        link,
        translate(locale, 'email.passwordResetRules'),
      ),
    }),
  };
}

export function verificationEmail(person: { id: string }, address: string, link: string, linkId: string): Email {
  return {
    kind: 'email_verification',
    recipientId: person.id,
    toAddress: address,
    eventKey: linkId,
    write: (locale) => ({
      subject: translate(locale, 'email.verifySubject'),
      body: withSignOff(
        locale,
        translate(locale, 'email.verifyConfirm', { address }),
        link,
        translate(locale, 'email.verifyRules'),
      ),
    }),
  };
}

/** The invitation's first sentence for each role: what the role does. */
const INVITED_AS = {
  owner: 'email.invitationAsOwner',
  finance: 'email.invitationAsFinance',
  moderator: 'email.invitationAsModerator',
} as const satisfies Record<AdminRole, string>;

/** No account yet, so no language of their own: it is written in the inviter's. */
export function invitationEmail(
  invite: { address: string; role: AdminRole; inviterId: string; inviterName: string },
  link: string,
  linkId: string,
): Email {
  return {
    kind: 'admin_invitation',
    recipientId: null,
    toAddress: invite.address,
    languageOf: invite.inviterId,
    eventKey: linkId,
    write: (locale) => ({
      subject: translate(locale, 'email.invitationSubject'),
      body: withSignOff(
        locale,
        translate(locale, INVITED_AS[invite.role], { inviter: invite.inviterName }),
        translate(locale, 'email.invitationAccept'),
        link,
        translate(locale, 'email.invitationRules'),
      ),
    }),
  };
}

export function suspendedEmail(person: { id: string }, reason: string, eventKey: string): Email {
  return {
    kind: 'account_suspended',
    recipientId: person.id,
    eventKey,
    write: (locale) => ({
      subject: translate(locale, 'email.suspendedSubject'),
      body: withSignOff(
        locale,
        translate(locale, 'email.suspendedIntro'),
        reason,
        translate(locale, 'email.suspendedRules'),
      ),
    }),
  };
}

export function reinstatedEmail(person: { id: string }, eventKey: string): Email {
  return {
    kind: 'account_reinstated',
    recipientId: person.id,
    eventKey,
    write: (locale) => ({
      subject: translate(locale, 'email.reinstatedSubject'),
      body: withSignOff(locale, translate(locale, 'email.reinstatedBody')),
    }),
  };
}
