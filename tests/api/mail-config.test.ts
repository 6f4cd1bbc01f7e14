import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config-error';
import { loadConfig } from '../../src/server/config';

/** JWT_SECRET set, so loading writes no secret file under DATA_DIR. */
const load = (mail: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...mail });

describe('SMTP_URL and MAIL_FROM', () => {
  it('without SMTP_URL: nothing is sent (the outbox keeps the emails), MAIL_FROM or a default names the sender', () => {
    expect(load({}).mail).toEqual({ from: 'ClipMandi <no-reply@localhost>' });
    expect(load({ SMTP_URL: '', MAIL_FROM: 'Team <team@example.com>' }).mail).toEqual({
      from: 'Team <team@example.com>',
    });
  });

  it('with SMTP_URL and MAIL_FROM: sends through that server from that sender', () => {
    const mail = {
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'ClipMandi <no-reply@example.com>',
    };
    expect(load(mail).mail).toEqual({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM });
  });

  it('refuses SMTP_URL without MAIL_FROM, a scheme other than smtp(s), and a URL that is not one, without echoing it', () => {
    expect(() => load({ SMTP_URL: 'smtp://user:secret@smtp.example.com:587' })).toThrow(
      new ConfigError(
        'SMTP_URL is set without MAIL_FROM: set the sender, e.g. MAIL_FROM="ClipMandi <no-reply@example.com>"',
      ),
    );
    expect(() => load({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'a@example.com' })).toThrow(
      new ConfigError('SMTP_URL must start with smtp:// or smtps://'),
    );
    let message = '';
    try {
      load({ SMTP_URL: 'not a url secret123', MAIL_FROM: 'a@example.com' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toBe('SMTP_URL must be a URL like smtp://user:password@smtp.example.com:587 or smtps://...:465');
  });
});
