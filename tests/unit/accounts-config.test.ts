import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { base, refusal } from './config-loading';

const smtp = { SMTP_URL: 'smtp://user:pass@smtp.example.com:587', MAIL_FROM: 'ClipMandi <no-reply@example.com>' };

describe('configuration: accounts (docs/accounts.md)', () => {
  it('requires verification by default with SMTP and not without it; either can be chosen', () => {
    expect(loadConfig(base).accounts.emailVerification).toBe('off');
    expect(loadConfig({ ...base, ...smtp }).accounts.emailVerification).toBe('required');
    expect(loadConfig({ ...base, ...smtp, EMAIL_VERIFICATION: 'off' }).accounts.emailVerification).toBe('off');
    expect(loadConfig({ ...base, EMAIL_VERIFICATION: '' }).accounts.emailVerification).toBe('off');
  });

  it('refuses required verification without SMTP, and an unknown value', () => {
    expect(refusal({ EMAIL_VERIFICATION: 'required' })).toBe(
      'EMAIL_VERIFICATION=required needs SMTP_URL: without it no verification link can arrive',
    );
    expect(refusal({ EMAIL_VERIFICATION: 'sometimes' })).toContain('EMAIL_VERIFICATION must be required or off');
  });

  it('builds links from APP_URL (trailing slash dropped), else from the port; production with SMTP needs it', () => {
    expect(loadConfig({ ...base, APP_URL: 'https://clipmandi.example/' }).accounts.appUrl).toBe(
      'https://clipmandi.example',
    );
    expect(loadConfig({ ...base, PORT: '4100' }).accounts.appUrl).toBe('http://localhost:4100');
    expect(refusal({ APP_URL: 'ftp://clipmandi.example' })).toContain('APP_URL must start with https://');
    expect(refusal({ APP_URL: 'not a url' })).toContain('APP_URL must be the public address');
    expect(refusal({ ...smtp, NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' })).toContain(
      'SMTP_URL is set without APP_URL',
    );
  });

  it('takes both VAPID keys or neither; without them makes a pair outside production and pushes nothing in it', () => {
    const vapid = { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' };
    expect(loadConfig({ ...base, ...vapid, CONTACT_EMAIL: 'ops@clipmandi.example' }).accounts.push).toEqual({
      publicKey: 'BPublic',
      privateKey: 'private',
      subject: 'mailto:ops@clipmandi.example',
    });
    expect(loadConfig(base).accounts.push).toBe('generate');
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' }).accounts.push).toBeNull();
    expect(refusal({ VAPID_PUBLIC_KEY: 'BPublic' })).toContain('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    expect(refusal({ ...vapid, VAPID_SUBJECT: 'ops@example.com' })).toContain('VAPID_SUBJECT must be a mailto:');
  });
});
