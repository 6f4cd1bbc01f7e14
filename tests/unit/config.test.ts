import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { base, refusal } from './config-loading';

const razorpay = {
  RAZORPAY_KEY_ID: 'rzp_test_abc',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
};

describe('configuration: payments', () => {
  it('uses the sandbox when no Razorpay variable is set (empty counts as unset)', () => {
    expect(loadConfig(base).razorpay).toBeUndefined();
    expect(
      loadConfig({ ...base, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '' }).razorpay,
    ).toBeUndefined();
  });

  it('uses Razorpay when all three are set', () => {
    expect(loadConfig({ ...base, ...razorpay }).razorpay).toEqual({
      keyId: 'rzp_test_abc',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
    });
  });

  it("calls Razorpay's API at RAZORPAY_API_URL when set (empty is unset), an http(s) URL only", () => {
    expect(
      loadConfig({ ...base, ...razorpay, RAZORPAY_API_URL: 'http://127.0.0.1:9000/v1' }).razorpay?.apiBaseUrl,
    ).toBe('http://127.0.0.1:9000/v1');
    expect(loadConfig({ ...base, ...razorpay, RAZORPAY_API_URL: '' }).razorpay?.apiBaseUrl).toBeUndefined();
    expect(refusal({ ...razorpay, RAZORPAY_API_URL: 'ftp://example.com' })).toContain(
      'RAZORPAY_API_URL must be an http(s) URL',
    );
    expect(refusal({ ...razorpay, RAZORPAY_API_URL: 'not a url' })).toContain(
      'RAZORPAY_API_URL must be an http(s) URL',
    );
  });

  it('refuses to start with only some Razorpay variables, naming the missing ones', () => {
    expect(refusal({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'key-secret' })).toBe(
      'Razorpay is partly configured: set RAZORPAY_WEBHOOK_SECRET as well, or unset all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET to use the sandbox',
    );
    expect(refusal({ RAZORPAY_WEBHOOK_SECRET: 'hook-secret', RAZORPAY_KEY_SECRET: '' })).toBe(
      'Razorpay is partly configured: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET as well, or unset all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET to use the sandbox',
    );
  });
});

describe('configuration: production (NODE_ENV=production)', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses to start without Razorpay keys unless the sandbox is asked for by name', () => {
    expect(refusal(production)).toBe(
      'NODE_ENV=production takes real payments: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, or PAYMENTS_MODE=sandbox for the payment sandbox (anyone can pay any order with it)',
    );
    expect(
      refusal({ ...production, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '' }),
    ).toMatch(/^NODE_ENV=production takes real payments/);
    expect(loadConfig({ ...base, ...production, PAYMENTS_MODE: 'sandbox' }).razorpay).toBeUndefined();
    expect(loadConfig({ ...base, ...production, ...razorpay }).razorpay?.keyId).toBe('rzp_test_abc');
  });

  it('has no demo data unless SEED_DEMO=true', () => {
    expect(loadConfig({ ...base, ...production, ...razorpay }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, ...production, ...razorpay, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, ...production, ...razorpay, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('keeps the demo and the sandbox without NODE_ENV (npm start) and in development or test', () => {
    for (const NODE_ENV of [undefined, '', 'development', 'test']) {
      const config = loadConfig({ ...base, NODE_ENV });
      expect(config.seedDemo, String(NODE_ENV)).toBe(true);
      expect(config.razorpay, String(NODE_ENV)).toBeUndefined();
    }
  });

  it('refuses an unknown NODE_ENV or PAYMENTS_MODE, and a mode that contradicts the keys', () => {
    expect(refusal({ NODE_ENV: 'prod' })).toBe('NODE_ENV must be production, development or test');
    expect(refusal({ PAYMENTS_MODE: 'free' })).toBe('PAYMENTS_MODE must be sandbox or razorpay');
    expect(refusal({ ...production, PAYMENTS_MODE: 'sandbox', ...razorpay })).toBe(
      'PAYMENTS_MODE=sandbox takes no Razorpay keys: unset RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, or set PAYMENTS_MODE=razorpay',
    );
    expect(refusal({ PAYMENTS_MODE: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_abc' })).toBe(
      'PAYMENTS_MODE=razorpay needs RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET set',
    );
    expect(loadConfig({ ...base, PAYMENTS_MODE: 'razorpay', ...razorpay }).razorpay?.webhookSecret).toBe('hook-secret');
  });
});

describe('configuration: password hashing', () => {
  it('hashes new passwords with scrypt N=2^17, r=8, p=1 (tests use a cheaper cost through testConfig)', () => {
    expect(loadConfig(base).passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' }).passwordCost).toEqual({
      N: 131072,
      r: 8,
      p: 1,
    });
  });
});

describe('configuration: admin', () => {
  it('has no admin without the variables, and takes the trimmed email with the password as given', () => {
    expect(loadConfig(base).admin).toBeUndefined();
    expect(loadConfig({ ...base, ADMIN_EMAIL: ' boss@example.com ', ADMIN_PASSWORD: ' pass word ' }).admin).toEqual({
      email: 'boss@example.com',
      password: ' pass word ',
    });
  });

  it('refuses one admin variable without the other', () => {
    expect(refusal({ ADMIN_EMAIL: 'boss@example.com' })).toBe(
      'ADMIN_EMAIL is set without ADMIN_PASSWORD: set both or neither',
    );
    expect(refusal({ ADMIN_PASSWORD: 'secret-password' })).toBe(
      'ADMIN_PASSWORD is set without ADMIN_EMAIL: set both or neither',
    );
  });

  it('refuses an admin the login would refuse', () => {
    expect(refusal({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret-password' })).toBe(
      'ADMIN_EMAIL: Enter a valid email address',
    );
    expect(refusal({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'p'.repeat(201) })).toBe(
      'ADMIN_PASSWORD: Password must be at most 200 characters',
    );
  });
});

describe('configuration: several problems', () => {
  it('names them all in one refusal', () => {
    expect(
      refusal({
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'a',
        RAZORPAY_WEBHOOK_SECRET: 'b',
        ADMIN_EMAIL: 'x@example.com',
      }),
    ).toBe('ADMIN_EMAIL is set without ADMIN_PASSWORD: set both or neither');
    expect(refusal({ RAZORPAY_KEY_ID: 'rzp_live_abc', ADMIN_EMAIL: 'x@example.com' })).toBe(
      'Razorpay is partly configured: set RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET as well, or unset all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET to use the sandbox; ADMIN_EMAIL is set without ADMIN_PASSWORD: set both or neither',
    );
  });
});

describe('configuration: other variables', () => {
  it('names a bad value instead of throwing a raw validation error', () => {
    expect(refusal({ PORT: 'eighty' })).toBe('PORT must be a port number (0 to 65535)');
    expect(refusal({ PORT: '70000', SEED_DEMO: 'no' })).toBe(
      'PORT must be a port number (0 to 65535); SEED_DEMO must be true or false',
    );
    expect(refusal({ JWT_SECRET: 'short' })).toBe('JWT_SECRET must be at least 32 characters');
  });
});

describe('configuration: operations', () => {
  it('serves /metrics only with a METRICS_TOKEN of 16 characters or more (empty is unset)', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'abcdefghijklmnop' }).metricsToken).toBe('abcdefghijklmnop');
    expect(refusal({ METRICS_TOKEN: 'short' })).toBe('METRICS_TOKEN must be at least 16 characters');
  });

  it('prepares repeated statements on PostgreSQL unless DATABASE_PREPARED_STATEMENTS=off (empty is unset)', () => {
    expect(loadConfig(base).preparedStatements).toBe(true);
    expect(loadConfig({ ...base, DATABASE_PREPARED_STATEMENTS: '' }).preparedStatements).toBe(true);
    expect(loadConfig({ ...base, DATABASE_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(loadConfig({ ...base, DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(refusal({ DATABASE_PREPARED_STATEMENTS: 'yes' })).toBe('DATABASE_PREPARED_STATEMENTS must be on or off');
  });

  it('logs at info unless LOG_LEVEL names another level', () => {
    expect(loadConfig(base).logLevel).toBe('info');
    expect(loadConfig({ ...base, LOG_LEVEL: '' }).logLevel).toBe('info');
    expect(loadConfig({ ...base, LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(refusal({ LOG_LEVEL: 'loud' })).toBe('LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent');
  });
});

describe('configuration: contact details', () => {
  it('shows no contact detail unless it is set (empty or blank is unset); a set one is trimmed', () => {
    expect(loadConfig(base).contact).toEqual({});
    expect(loadConfig({ ...base, CONTACT_EMAIL: '', CONTACT_PHONE: '  ', CONTACT_ADDRESS: '' }).contact).toEqual({});
    expect(
      loadConfig({
        ...base,
        CONTACT_EMAIL: 'hello@clipmandi.example',
        CONTACT_PHONE: ' +91 80 4000 1234 ',
        CONTACT_ADDRESS: '12 MG Road, Bengaluru',
      }).contact,
    ).toEqual({ email: 'hello@clipmandi.example', phone: '+91 80 4000 1234', address: '12 MG Road, Bengaluru' });
  });

  it('refuses an email that is not one and details too long to show', () => {
    expect(refusal({ CONTACT_EMAIL: 'hello at clipmandi' })).toBe('CONTACT_EMAIL must be an email address');
    expect(refusal({ CONTACT_PHONE: '1'.repeat(41) })).toBe('CONTACT_PHONE must be at most 40 characters');
    expect(refusal({ CONTACT_ADDRESS: 'a'.repeat(301) })).toBe('CONTACT_ADDRESS must be at most 300 characters');
  });
});

const razorpayx = {
  RAZORPAYX_KEY_ID: 'rzp_test_x',
  RAZORPAYX_KEY_SECRET: 'x-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'x-hook',
};

describe('configuration: payouts (docs/payouts.md#modes)', () => {
  it('pays through the sandbox in the demo, by hand in production without keys, through RazorpayX with all four', () => {
    expect(loadConfig(base).payouts).toEqual({ mode: 'sandbox' });
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' }).payouts).toEqual({
      mode: 'manual',
    });
    expect(loadConfig({ ...base, ...razorpayx, RAZORPAYX_API_URL: 'http://127.0.0.1:9001' }).payouts).toEqual({
      mode: 'razorpayx',
      razorpayx: {
        keyId: 'rzp_test_x',
        keySecret: 'x-secret',
        accountNumber: '7878780080316316',
        webhookSecret: 'x-hook',
        apiBaseUrl: 'http://127.0.0.1:9001',
      },
    });
    expect(loadConfig({ ...base, PAYOUTS_MODE: 'manual' }).payouts).toEqual({ mode: 'manual' });
  });

  it('chooses money out apart from money in', () => {
    const config = loadConfig({ ...base, ...razorpay, PAYOUTS_MODE: 'sandbox' });
    expect([config.razorpay?.keyId, config.payouts.mode]).toEqual(['rzp_test_abc', 'sandbox']);
  });

  it('refuses a partial or contradictory setting, naming the variable', () => {
    expect(refusal({ RAZORPAYX_KEY_ID: 'rzp_test_x' })).toBe(
      'RazorpayX is partly configured: set RAZORPAYX_KEY_SECRET and RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET as well, or unset all of RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET to pay withdrawals by hand',
    );
    expect(refusal({ PAYOUTS_MODE: 'razorpayx' })).toBe(
      'PAYOUTS_MODE=razorpayx needs RAZORPAYX_KEY_ID and RAZORPAYX_KEY_SECRET and RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET set',
    );
    expect(refusal({ PAYOUTS_MODE: 'manual', ...razorpayx })).toBe(
      'PAYOUTS_MODE=manual takes no RazorpayX keys: unset RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET, or set PAYOUTS_MODE=razorpayx',
    );
    expect(refusal({ PAYOUTS_MODE: 'auto' })).toBe('PAYOUTS_MODE must be razorpayx, sandbox or manual');
    expect(refusal({ MIN_WITHDRAWAL: '0' })).toBe('MIN_WITHDRAWAL must be a whole number from 1 to 1000000');
  });

  it('refuses withdrawals under ₹100 unless MIN_WITHDRAWAL says otherwise', () => {
    expect(loadConfig(base).minWithdrawalPaise).toBe(10_000);
    expect(loadConfig({ ...base, MIN_WITHDRAWAL: '250' }).minWithdrawalPaise).toBe(25_000);
  });
});
