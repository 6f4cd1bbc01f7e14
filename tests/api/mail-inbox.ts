import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * `from` is the sender's address and `to` the envelope's recipients (where the SMTP server was told to deliver);
 * `user` is the name the sender logged in with (null without a login).
 */
export type ReceivedEmail = { from: string; to: string; subject: string; text: string; user: string | null };

/** A login the inbox requires (AUTH PLAIN or LOGIN); a sender without it, or with another, is refused. */
export type InboxLogin = { user: string; pass: string };

/**
 * A real SMTP server on a free loopback port that keeps what it receives. `refusing` makes it answer every
 * message with a permanent 550 (as a server refusing the sender would); stop() closes it (then connections fail).
 * With `login`, it takes mail only from a sender who logged in with it (as a provider's SMTP relay does).
 */
export async function startInbox(options: { login?: InboxLogin } = {}) {
  const { login } = options;
  const received: ReceivedEmail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, and no login unless one is asked for.
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !login,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusing) {
            callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 }));
            return;
          }
          const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
          const user = typeof session.user === 'string' ? session.user : null;
          received.push({
            from: parsed.from?.value[0]?.address ?? '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            user,
          });
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
