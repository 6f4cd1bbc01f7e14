import type { AdminRole } from '../../../schemas/auth';
import type { Email } from '../mail/outbox';

/**
 * The emails about the account itself (docs/accounts.md#links). Nobody can turn them off, so their sign-off
 * offers no switch. Every link starts with APP_URL, never with a request's Host header.
 */
const SIGN_OFF = '\n\n— ClipMandi';

export const linkOf = (appUrl: string, path: string, token: string) =>
  `${appUrl}${path}?token=${encodeURIComponent(token)}`;

export function passwordResetEmail(person: { id: string }, link: string, linkId: string): Email {
  return {
    kind: 'password_reset',
    recipientId: person.id,
    eventKey: linkId,
    subject: 'Reset your ClipMandi password',
    body:
      `Someone (we hope you) asked to reset the password of your ClipMandi account. Set a new one here:\n\n${link}\n\n` +
      `The link works once, for 30 minutes. Setting a new password signs you out everywhere. ` +
      `If you did not ask, ignore this email: your password stays as it is.` +
      SIGN_OFF,
  };
}

export function verificationEmail(person: { id: string }, address: string, link: string, linkId: string): Email {
  return {
    kind: 'email_verification',
    recipientId: person.id,
    toAddress: address,
    eventKey: linkId,
    subject: 'Verify your email for ClipMandi',
    body:
      `Confirm that ${address} is yours by opening this link:\n\n${link}\n\n` +
      `Until it is verified you can use ClipMandi, but money cannot move (no top-ups, no withdrawals). ` +
      `The link works once, for 7 days. If you did not sign up, ignore this email.` +
      SIGN_OFF,
  };
}

const ROLE_WORDS: Readonly<Record<AdminRole, string>> = {
  owner: 'an owner (everything, including the admin team)',
  finance: 'a finance admin (withdrawals, payouts, fees and payment events)',
  moderator: 'a moderator (the review queue, appeals, suspensions and campaigns)',
};

export function invitationEmail(
  invite: { address: string; role: AdminRole; inviterName: string },
  link: string,
  linkId: string,
): Email {
  return {
    kind: 'admin_invitation',
    recipientId: null,
    toAddress: invite.address,
    eventKey: linkId,
    subject: 'You are invited to administer ClipMandi',
    body:
      `${invite.inviterName} invited you to join ClipMandi's admin team as ${ROLE_WORDS[invite.role]}.\n\n` +
      `Accept with a name and password here:\n\n${link}\n\nThe invitation works once, for 7 days.` +
      SIGN_OFF,
  };
}

export function suspendedEmail(person: { id: string }, reason: string, eventKey: string): Email {
  return {
    kind: 'account_suspended',
    recipientId: person.id,
    eventKey,
    subject: 'Your ClipMandi account is suspended',
    body:
      `An admin suspended your ClipMandi account. The reason given:\n\n${reason}\n\n` +
      `You cannot sign in while it lasts. Money that is yours stays yours: an admin reviews approved earnings ` +
      `before they are paid out. Reply to this email to contest the suspension.` +
      SIGN_OFF,
  };
}

export function reinstatedEmail(person: { id: string }, eventKey: string): Email {
  return {
    kind: 'account_reinstated',
    recipientId: person.id,
    eventKey,
    subject: 'Your ClipMandi account is reinstated',
    body: `An admin lifted the suspension of your ClipMandi account: you can sign in again.` + SIGN_OFF,
  };
}
