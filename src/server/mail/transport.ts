import nodemailer from 'nodemailer';
import type { MailSettings } from '../config';

/** One email to one address. */
export type Message = { to: string; subject: string; text: string };

/** Sends one message; throws when the SMTP server refuses it or cannot be reached. */
export type MailTransport = { send(message: Message): Promise<void> };

/** A hung SMTP server must not hold the scheduler's run: each step gives up after this long. */
const SMTP_TIMEOUT_MS = 15_000;

/** SMTP through nodemailer from `settings.smtpUrl`, or null when it is unset (emails then wait in the outbox). */
export function createMailTransport(settings: MailSettings): MailTransport | null {
  if (!settings.smtpUrl) return null;
  const url = new URL(settings.smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from: settings.from, ...message });
    },
  };
}
