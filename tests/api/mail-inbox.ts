import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `from` is the sender's address and `to` the envelope's recipients (where the SMTP server was told to deliver). */
export type ReceivedEmail = { from: string; to: string; subject: string; text: string };

/**
 * A real SMTP server on a free loopback port that keeps what it receives. `refusing` makes it answer every
 * message with a permanent 550 (as a server refusing the sender would); stop() closes it (then connections fail).
 */
export async function startInbox() {
  const received: ReceivedEmail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusing) {
            callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 }));
            return;
          }
          const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
          received.push({ from: parsed.from?.value[0]?.address ?? '', to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Emails received for one address. */
    to: (address: string) => received.filter((email) => email.to.includes(address)),
    refuse: (value: boolean) => {
      refusing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Inbox = Awaited<ReturnType<typeof startInbox>>;
