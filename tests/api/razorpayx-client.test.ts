import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../src/server/ops/logger';
import {
  PayoutCallError,
  type PayoutEvent,
  type PayoutGateway,
  type PayoutRequest,
} from '../../src/server/payouts/payout-gateway';
import { createRazorpayXGateway, type RazorpayXSettings } from '../../src/server/payouts/razorpayx';
import { PAYOUT_EVENTS } from '../../src/server/payouts/razorpayx-shapes';
import { createSandboxPayouts } from '../../src/server/payouts/sandbox-payouts';
import { startFakeRazorpayX, type FakeRazorpayX } from '../support/fake-razorpayx';

// The real RazorpayX gateway against a local stand-in of the documented API (tests/support/fake-razorpayx.ts),
// then the offline sandbox. No database: nothing here stores anything.

let fake: FakeRazorpayX;

beforeAll(async () => {
  fake = await startFakeRazorpayX();
});

afterAll(async () => {
  await fake?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  fake.setBalance(null);
  fake.setValidationAvailable(true);
  fake.setValidationReads(0);
});

function gateway(overrides: Partial<RazorpayXSettings> = {}, fetchImpl: typeof fetch = fetch): PayoutGateway {
  return createRazorpayXGateway({ ...fake.settings, timeoutMs: 2_000, ...overrides }, fetchImpl, {
    validationPollDelaysMs: [5, 5, 5],
  });
}

/** An idempotency key as the server stores one: a v4 UUID (36 characters, RazorpayX's maximum). */
const newKey = () => randomUUID();

function payoutRequest(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  const referenceId = `wd_${randomUUID().slice(0, 8)}`;
  return {
    idempotencyKey: newKey(),
    referenceId,
    amountPaise: 125_000,
    destination: { kind: 'vpa', address: 'ravi.kumar@okaxis' },
    contact: { name: 'Ravi Kumar', email: 'ravi@example.com', referenceId: 'user_42' },
    narration: 'ClipMandi withdrawal',
    ...overrides,
  };
}

/** The PayoutCallError a call rejects with (fails the test if it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<PayoutCallError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PayoutCallError);
  return error as PayoutCallError;
}

const creates = (key: string) =>
  fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payouts' && c.idempotencyKey === key);
const payoutsFor = (referenceId: string) => fake.payouts().filter((p) => p.reference_id === referenceId);

describe('createPayout', () => {
  it('posts a composite UPI payout with basic auth and the idempotency key, and reads the payout entity', async () => {
    const request = payoutRequest();
    const before = Date.now();
    const answer = await gateway().createPayout(request);
    const [call] = creates(request.idempotencyKey);
    expect(call?.status).toBe(200);
    expect(call?.body).toEqual({
      account_number: '7878780080316316',
      amount: 125_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      fund_account: {
        account_type: 'vpa',
        vpa: { address: 'ravi.kumar@okaxis' },
        contact: { name: 'Ravi Kumar', email: 'ravi@example.com', type: 'vendor', reference_id: 'user_42' },
      },
      queue_if_low_balance: true,
      reference_id: request.referenceId,
      narration: 'ClipMandi withdrawal',
    });
    const [stored] = payoutsFor(request.referenceId);
    expect(stored?.fund_account.vpa).toEqual({
      username: 'ravi.kumar',
      handle: 'okaxis',
      address: 'ravi.kumar@okaxis',
    });
    expect(answer).toEqual({
      id: stored?.id,
      status: 'processing',
      amountPaise: 125_000,
      referenceId: request.referenceId,
      utr: null,
      reason: null,
      reasonCode: null,
      createdAt: (stored?.created_at ?? 0) * 1000,
    });
    expect(answer.id).toMatch(/^pout_[A-Za-z0-9]{14}$/);
    expect(answer.createdAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('pays a bank account in the mode asked, and keeps the narration and contact name within what RazorpayX takes', async () => {
    const request = payoutRequest({
      destination: {
        kind: 'bank_account',
        ifsc: 'HDFC0000053',
        accountNumber: '765432123456789',
        name: 'Asha Rao',
        mode: 'IMPS',
      },
      contact: { name: 'Asha Rao 🙂 / admin!', email: 'admin@example.com', referenceId: 'admin_1' },
      narration: 'Fee withdrawal: April/2026 — platform fees',
    });
    const answer = await gateway().createPayout(request);
    const body = creates(request.idempotencyKey)[0]?.body as Record<string, unknown>;
    expect(body.mode).toBe('IMPS');
    expect(body.narration).toBe('Fee withdrawal April 2026 plat');
    expect((body.narration as string).length).toBeLessThanOrEqual(30);
    expect(body.fund_account).toEqual({
      account_type: 'bank_account',
      bank_account: { name: 'Asha Rao', ifsc: 'HDFC0000053', account_number: '765432123456789' },
      contact: { name: 'Asha Rao / admin', email: 'admin@example.com', type: 'vendor', reference_id: 'admin_1' },
    });
    expect(answer.status).toBe('processing');
    expect(payoutsFor(request.referenceId)).toHaveLength(1);

    // A name with nothing RazorpayX takes is replaced rather than refused: the money goes to the UPI ID regardless.
    const other = payoutRequest({ contact: { name: 'रवि', email: 'ravi@example.com', referenceId: 'user_7' } });
    await gateway().createPayout(other);
    const sent = creates(other.idempotencyKey)[0]?.body as { fund_account: { contact: { name: string } } };
    expect(sent.fund_account.contact.name).toBe('ClipMandi user');
  });

  it('answers the same payout to a retry with the same key, and RazorpayX holds one', async () => {
    const request = payoutRequest();
    const first = await gateway().createPayout(request);
    fake.advance(first.id, 'processed', { utr: '123456789012' });
    const second = await gateway().createPayout(request);
    expect(second.id).toBe(first.id);
    // The retry answers the payout as it is now.
    expect([second.status, second.utr]).toEqual(['processed', '123456789012']);
    expect(creates(request.idempotencyKey).map((c) => c.status)).toEqual([200, 200]);
    expect(payoutsFor(request.referenceId)).toHaveLength(1);
  });

  it('is refused, not retryable, when the same key comes with a different body', async () => {
    const request = payoutRequest();
    await gateway().createPayout(request);
    const error = await refusal(gateway().createPayout({ ...request, amountPaise: 125_100 }));
    expect([error.retryable, error.status, error.message]).toEqual([
      false,
      400,
      'Different request body sent for the same Idempotency Header.',
    ]);
    expect(payoutsFor(request.referenceId).map((p) => p.amount)).toEqual([125_000]);
  });

  it('turns a 400 into a non-retryable error naming the field, creating nothing', async () => {
    const request = payoutRequest({ amountPaise: 99 });
    const error = await refusal(gateway().createPayout(request));
    expect(error).toMatchObject({
      retryable: false,
      status: 400,
      field: 'amount',
      message: 'The amount must be at least 100.',
    });
    expect(payoutsFor(request.referenceId)).toHaveLength(0);

    const noKey = await refusal(gateway().createPayout(payoutRequest({ idempotencyKey: '' })));
    expect(noKey).toMatchObject({
      retryable: false,
      status: 400,
      field: 'X-Payout-Idempotency',
      message: 'Idempotency key is missing. Include idempotency header and key in the request.',
    });

    const badVpa = await refusal(
      gateway().createPayout(payoutRequest({ destination: { kind: 'vpa', address: 'no at sign' } })),
    );
    expect([badVpa.retryable, badVpa.field]).toEqual([false, 'fund_account.vpa.address']);

    const wrongAccount = await refusal(gateway({ accountNumber: '1111' }).createPayout(payoutRequest()));
    expect([wrongAccount.field, wrongAccount.message]).toEqual([
      'account_number',
      'The RazorpayX Account number is invalid.',
    ]);
  });

  it('turns a 401 into a non-retryable error and logs neither the key secret nor the Authorization header', async () => {
    const errors = vi.spyOn(logger, 'error');
    const request = payoutRequest();
    const error = await refusal(gateway({ keySecret: 'wrong-secret-value' }).createPayout(request));
    expect([error.retryable, error.status, error.field, error.message]).toEqual([
      false,
      401,
      null,
      'Authentication failed',
    ]);
    expect(payoutsFor(request.referenceId)).toHaveLength(0);
    expect(errors).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).toContain('Authentication failed');
    for (const secret of [
      'wrong-secret-value',
      Buffer.from(`${fake.keyId}:wrong-secret-value`).toString('base64'),
      'Basic ',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged.toLowerCase()).not.toContain('authorization');
  });

  it.each([
    [429, 'Throttling Error'],
    [500, 'We are facing some trouble completing your request at the moment. Please try again shortly.'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])(
    'turns a %i into a retryable error; the retry with the same key creates the payout once',
    async (status, message) => {
      const request = payoutRequest();
      fake.failNext(1, status);
      const error = await refusal(gateway().createPayout(request));
      expect([error.retryable, error.status, error.field, error.message]).toEqual([true, status, null, message]);
      const answer = await gateway().createPayout(request);
      expect(answer.status).toBe('processing');
      expect(creates(request.idempotencyKey).map((c) => c.status)).toEqual([status, 200]);
      expect(payoutsFor(request.referenceId)).toHaveLength(1);
    },
  );

  it('turns no answer within the time-out into a retryable error', async () => {
    const request = payoutRequest();
    fake.hangNext(1);
    const started = Date.now();
    const error = await refusal(gateway({ timeoutMs: 150 }).createPayout(request));
    expect([error.retryable, error.status, error.message]).toEqual([
      true,
      null,
      'RazorpayX did not answer within 150 ms',
    ]);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(creates(request.idempotencyKey).map((c) => c.status)).toEqual([0]);
  });

  it('after a create RazorpayX accepted but whose answer was lost, the retry with the same key answers that payout', async () => {
    const request = payoutRequest();
    fake.acceptButDropNext();
    const error = await refusal(gateway().createPayout(request));
    expect([error.retryable, error.status]).toEqual([true, null]);
    expect(error.message).toMatch(/^RazorpayX could not be reached: /);
    const [created] = payoutsFor(request.referenceId);
    expect(created?.status).toBe('processing');

    const retry = await gateway().createPayout(request);
    expect(retry.id).toBe(created?.id);
    expect(retry.amountPaise).toBe(125_000);
    expect(payoutsFor(request.referenceId)).toHaveLength(1);
    expect(creates(request.idempotencyKey).map((c) => c.status)).toEqual([0, 200]);
  });

  it('turns an unreachable RazorpayX into a retryable error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await refusal(gateway({ apiBaseUrl: `http://127.0.0.1:${port}` }).createPayout(payoutRequest()));
    expect([error.retryable, error.status]).toEqual([true, null]);
  });

  it('queues on low balance with RazorpayX words, and the payout goes out once the balance allows', async () => {
    fake.setBalance(50_000);
    const queued = await gateway().createPayout(payoutRequest({ amountPaise: 80_000 }));
    expect([queued.status, queued.reason]).toEqual([
      'queued',
      'Payout is queued as there is insufficient balance in your account to process the payout.',
    ]);
    fake.setBalance(200_000);
    const released = await gateway().getPayout(queued.id);
    expect([released.status, released.reason]).toEqual(['processing', null]);
    expect(fake.balance()).toBe(120_000);
  });
});

describe('getPayout', () => {
  it('reads a processed payout with its 12-digit UTR', async () => {
    const created = await gateway().createPayout(payoutRequest());
    fake.advance(created.id, 'processed');
    const read = await gateway().getPayout(created.id);
    expect(read).toEqual({ ...created, status: 'processed', utr: fake.payout(created.id).utr, reason: null });
    expect(read.utr).toMatch(/^\d{12}$/);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payouts/${created.id}`, status: 200 });
  });

  it('reads a reversed payout with the reason in RazorpayX words, keeping its UTR', async () => {
    const created = await gateway().createPayout(payoutRequest());
    fake.advance(created.id, 'processed', { utr: '998877665544' });
    fake.advance(created.id, 'reversed');
    const read = await gateway().getPayout(created.id);
    expect([read.status, read.utr, read.reason]).toEqual([
      'reversed',
      '998877665544',
      'Payout failed as the beneficiary account is closed. Please contact the beneficiary bank.',
    ]);
  });

  it.each([
    ['failed', 'beneficiary_bank_offline', 'Beneficiary bank systems are offline. Please retry after 30 min.'],
    [
      'rejected',
      'beneficiary_bank_rejected',
      'Payout rejected by the beneficiary bank. Please contact the beneficiary bank.',
    ],
    ['cancelled', 'payout_cancelled', 'Payout was cancelled.'],
  ] as const)('reads a %s payout with its reason', async (status, reason, description) => {
    const created = await gateway().createPayout(payoutRequest());
    fake.advance(created.id, status, { reason });
    const read = await gateway().getPayout(created.id);
    expect([read.status, read.utr, read.reason]).toEqual([status, null, description]);
  });

  it('falls back to the deprecated failure_reason when an answer has no status_details', async () => {
    const old = {
      id: 'pout_Old000000000001',
      entity: 'payout',
      amount: 10_000,
      currency: 'INR',
      status: 'failed',
      utr: null,
      reference_id: 'wd_old',
      failure_reason: 'IMPS is not enabled on Beneficiary Account',
      created_at: 1_545_383_037,
    };
    const stub = (async () => new Response(JSON.stringify(old), { status: 200 })) as unknown as typeof fetch;
    expect(await gateway({}, stub).getPayout(old.id)).toEqual({
      id: old.id,
      status: 'failed',
      amountPaise: 10_000,
      referenceId: 'wd_old',
      utr: null,
      reason: 'IMPS is not enabled on Beneficiary Account',
      reasonCode: null,
      createdAt: 1_545_383_037_000,
    });
  });

  it('turns an unknown id, an unknown route and an answer of another shape into non-retryable errors', async () => {
    const unknown = await refusal(gateway().getPayout('pout_DoesNotExist01'));
    expect([unknown.retryable, unknown.status, unknown.message]).toEqual([
      false,
      400,
      'The id provided does not exist',
    ]);

    fake.failNext(1, 404);
    const notFound = await refusal(gateway().getPayout('pout_DoesNotExist01'));
    expect([notFound.retryable, notFound.status, notFound.message]).toEqual([
      false,
      404,
      'The requested URL was not found on the server.',
    ]);

    for (const text of [
      '{"id":"pout_x","status":"processed"}',
      'not json',
      '{"id":"pout_x","amount":1,"status":"on_hold","created_at":1}',
    ]) {
      const stub = (async () => new Response(text, { status: 200 })) as unknown as typeof fetch;
      const odd = await refusal(gateway({}, stub).getPayout('pout_x'));
      expect([odd.retryable, odd.status, odd.message]).toEqual([
        false,
        200,
        'RazorpayX answered GET /v1/payouts/pout_x in an unexpected shape',
      ]);
    }
  });
});

describe('validateVpa', () => {
  const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', referenceId: 'user_42' };

  it('answers valid with the registered name, posting the composite validation body', async () => {
    fake.vpaNames.set('ravi.k@okicici', 'RAVI KUMAR SHARMA');
    expect(await gateway().validateVpa({ address: 'ravi.k@okicici', contact })).toEqual({
      verdict: 'valid',
      registeredName: 'RAVI KUMAR SHARMA',
    });
    const call = fake.calls.filter((c) => c.path === '/v1/fund_accounts/validations').at(-1);
    expect(call?.body).toEqual({
      source_account_number: '7878780080316316',
      fund_account: {
        account_type: 'vpa',
        vpa: { address: 'ravi.k@okicici' },
        contact: { name: 'Ravi Kumar', email: 'ravi@example.com', type: 'vendor', reference_id: 'user_42' },
      },
    });
    expect(await gateway().validateVpa({ address: 'meena.iyer@ybl', contact })).toEqual({
      verdict: 'valid',
      registeredName: 'MEENA IYER',
    });
  });

  it('answers invalid for an account RazorpayX finds invalid', async () => {
    expect(await gateway().validateVpa({ address: 'invalid.person@ybl', contact })).toEqual({ verdict: 'invalid' });
    fake.vpaNames.set('closed@okaxis', null);
    expect(await gateway().validateVpa({ address: 'closed@okaxis', contact })).toEqual({ verdict: 'invalid' });
  });

  it('reads a validation still `created` again until it settles, and gives up as unavailable', async () => {
    fake.setValidationReads(2);
    const from = fake.calls.length;
    expect(await gateway().validateVpa({ address: 'slow.bank@okhdfc', contact })).toEqual({
      verdict: 'valid',
      registeredName: 'SLOW BANK',
    });
    const calls = fake.calls.slice(from);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET', 'GET']);
    expect(calls[1]?.path).toMatch(/^\/v1\/fund_accounts\/validations\/fav_[A-Za-z0-9]{14}$/);

    fake.setValidationReads(10);
    expect(await gateway().validateVpa({ address: 'slower.bank@okhdfc', contact })).toEqual({
      verdict: 'unavailable',
      reason: 'RazorpayX did not finish the validation in time',
    });
  });

  it('answers unavailable, never throwing, when validation is off, refused, failed or unreachable', async () => {
    fake.setValidationAvailable(false);
    expect(await gateway().validateVpa({ address: 'ravi@okaxis', contact })).toEqual({
      verdict: 'unavailable',
      reason: 'The requested URL was not found on the server.',
    });
    fake.setValidationAvailable(true);

    expect(await gateway({ keySecret: 'nope' }).validateVpa({ address: 'ravi@okaxis', contact })).toEqual({
      verdict: 'unavailable',
      reason: 'Authentication failed',
    });

    fake.failingValidations.add('flaky@okaxis');
    expect(await gateway().validateVpa({ address: 'flaky@okaxis', contact })).toEqual({
      verdict: 'unavailable',
      reason: 'Validation failed due to a technical issue at the beneficiary bank.',
    });

    fake.hangNext(1);
    const slow = await gateway({ timeoutMs: 100 }).validateVpa({ address: 'ravi@okaxis', contact });
    expect(slow).toEqual({ verdict: 'unavailable', reason: 'RazorpayX did not answer within 100 ms' });
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let receiverUrl = '';
  const received: { eventId: string | undefined; parsed: PayoutEvent | null }[] = [];

  beforeAll(async () => {
    const payouts = gateway();
    // What the webhook route does first: prove the signature over the raw bytes, then read the body.
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = req.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !payouts.verifyWebhookSignature(raw, signature)) {
          res.writeHead(400).end('bad signature');
          return;
        }
        const eventId = req.headers['x-razorpay-event-id'];
        received.push({
          eventId: typeof eventId === 'string' ? eventId : undefined,
          parsed: payouts.parseWebhook(raw),
        });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payouts/webhook`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('accepts each signed payout event and reads its payout', async () => {
    const created = await gateway().createPayout(payoutRequest());
    fake.advance(created.id, 'processed', { utr: '523223155921' });
    for (const event of PAYOUT_EVENTS) {
      received.length = 0;
      const answers = await fake.sendWebhook(receiverUrl, event, created.id);
      expect(answers.map((a) => a.status)).toEqual([200]);
      expect(received[0]?.parsed).toEqual({
        event,
        payout: { ...created, status: 'processed', utr: '523223155921', reason: null },
      });
      expect(received[0]?.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
    }
  });

  it('refuses a body signed with another secret, and delivers a duplicate with the same event id', async () => {
    const created = await gateway().createPayout(payoutRequest());
    received.length = 0;
    const forged = await fake.sendWebhook(receiverUrl, 'payout.processed', created.id, { secret: 'not-the-secret' });
    expect(forged).toEqual([{ status: 400, text: 'bad signature' }]);
    expect(received).toHaveLength(0);

    const twice = await fake.sendWebhook(receiverUrl, 'payout.initiated', created.id, { duplicate: true });
    expect(twice.map((a) => a.status)).toEqual([200, 200]);
    expect(received).toHaveLength(2);
    expect(received[0]?.eventId).toBe(received[1]?.eventId);
    expect(received.map((r) => r.parsed?.payout.status)).toEqual(['processing', 'processing']);
  });

  it('checks HMAC-SHA256 hex of the raw body with the webhook secret, in constant time and any hex case', () => {
    const payouts = gateway();
    const body = '{"entity":"event","event":"payout.processed"}';
    const good = createHmac('sha256', fake.webhookSecret).update(body).digest('hex');
    expect(payouts.verifyWebhookSignature(body, good)).toBe(true);
    expect(payouts.verifyWebhookSignature(body, good.toUpperCase())).toBe(true);
    const flipped = good.slice(0, 7) + (good[7] === '0' ? '1' : '0') + good.slice(8);
    const keyed = createHmac('sha256', fake.keySecret).update(body).digest('hex');
    for (const signature of [flipped, good.slice(1), `${good}0`, '', 'z'.repeat(64), keyed]) {
      expect(payouts.verifyWebhookSignature(body, signature), signature).toBe(false);
    }
    expect(payouts.verifyWebhookSignature(`${body} `, good)).toBe(false);
  });

  it('reads nothing from other events, bad JSON or another shape', async () => {
    const payouts = gateway();
    const created = await gateway().createPayout(payoutRequest());
    const { rawBody } = fake.webhookBody('payout.processed', created.id);
    expect(payouts.parseWebhook(rawBody)?.payout.id).toBe(created.id);
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const downtime = {
      entity: 'event',
      account_id: 'acc_CWX291oykl9aZA',
      event: 'payout.downtime.started',
      contains: ['payout.downtime'],
      payload: {
        'payout.downtime': { entity: { id: 'poutdown_F1Zppa6lcVheSE', entity: 'payout.downtime', status: 'started' } },
      },
      created_at: 1_591_935_238,
    };
    const odd = [
      JSON.stringify(downtime),
      JSON.stringify({ ...body, event: 'payment.captured' }),
      JSON.stringify({ ...body, event: 'payout.downtime.resolved' }),
      JSON.stringify({ ...body, payload: { payout: {} } }),
      JSON.stringify({ ...body, entity: 'payout' }),
      rawBody.replace('"status":"processing"', '"status":"on_hold"'),
      '{"entity":"event"',
      '',
      'null',
    ];
    for (const raw of odd) expect(payouts.parseWebhook(raw), raw.slice(0, 60)).toBeNull();
  });
});

describe('createSandboxPayouts', () => {
  /** Waits (real time) until `check` holds. */
  async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const vpa = (address: string): PayoutRequest['destination'] => ({ kind: 'vpa', address });

  it('is processing at creation and processed with a 12-digit UTR after settleAfterMs', async () => {
    let clock = 1_750_000_000_000;
    const sandbox = createSandboxPayouts({ settleAfterMs: 1_000, now: () => clock });
    const request = payoutRequest();
    const created = await sandbox.createPayout(request);
    expect(created).toEqual({
      id: created.id,
      status: 'processing',
      amountPaise: 125_000,
      referenceId: request.referenceId,
      utr: null,
      reason: null,
      reasonCode: null,
      createdAt: 1_750_000_000_000,
    });
    expect(created.id).toMatch(/^pout_[A-Za-z0-9]{14}$/);
    clock += 999;
    expect((await sandbox.getPayout(created.id)).status).toBe('processing');
    clock += 1;
    const settled = await sandbox.getPayout(created.id);
    expect([settled.status, settled.reason]).toEqual(['processed', null]);
    expect(settled.utr).toMatch(/^\d{12}$/);
    clock += 60_000;
    expect((await sandbox.getPayout(created.id)).utr).toBe(settled.utr);
  });

  it('fails, reverses, rejects or queues by the UPI ID typed', async () => {
    let clock = 1_750_000_000_000;
    const sandbox = createSandboxPayouts({ settleAfterMs: 1_000, now: () => clock });
    const fail = await sandbox.createPayout(payoutRequest({ destination: vpa('fail@upi') }));
    const reverse = await sandbox.createPayout(payoutRequest({ destination: vpa('reverse.me@okaxis') }));
    const reject = await sandbox.createPayout(payoutRequest({ destination: vpa('reject@ybl') }));
    const queue = await sandbox.createPayout(payoutRequest({ destination: vpa('queue@ybl') }));
    const bank = await sandbox.createPayout(
      payoutRequest({
        destination: {
          kind: 'bank_account',
          ifsc: 'HDFC0000053',
          accountNumber: '765432123456789',
          name: 'Asha Rao',
          mode: 'NEFT',
        },
      }),
    );
    const read = async () =>
      Promise.all(
        [fail, reverse, reject, queue, bank].map(async (p) => {
          const answer = await sandbox.getPayout(p.id);
          return [answer.status, answer.reason, answer.utr !== null];
        }),
      );
    const queuedWhy = 'Payout is queued as there is insufficient balance in your account to process the payout.';
    expect(await read()).toEqual([
      ['processing', null, false],
      ['processing', null, false],
      ['pending', null, false],
      ['queued', queuedWhy, false],
      ['processing', null, false],
    ]);
    clock += 1_000;
    expect(await read()).toEqual([
      ['failed', 'Beneficiary bank systems are offline. Please retry after 30 min.', false],
      ['processed', null, true],
      ['rejected', 'Payout rejected by the beneficiary bank. Please contact the beneficiary bank.', false],
      ['processing', null, false],
      ['processed', null, true],
    ]);
    clock += 1_000;
    expect(await read()).toEqual([
      ['failed', 'Beneficiary bank systems are offline. Please retry after 30 min.', false],
      ['reversed', 'Payout failed as the beneficiary account is closed. Please contact the beneficiary bank.', true],
      ['rejected', 'Payout rejected by the beneficiary bank. Please contact the beneficiary bank.', false],
      ['processed', null, true],
      ['processed', null, true],
    ]);
  });

  it('answers the same id for the same key, in this process and after a restart, where the script survives', async () => {
    let clock = 1_750_000_000_000;
    const first = createSandboxPayouts({ settleAfterMs: 1_000, now: () => clock });
    const request = payoutRequest({ destination: vpa('fail.demo@upi'), amountPaise: 43_210 });
    const created = await first.createPayout(request);
    expect((await first.createPayout(request)).id).toBe(created.id);
    const differently = await refusal(first.createPayout({ ...request, amountPaise: 43_211 }));
    expect([differently.retryable, differently.status, differently.message]).toEqual([
      false,
      400,
      'Different request body sent for the same Idempotency Header.',
    ]);

    // Another process: nothing in memory.
    clock += 5_000;
    const restarted = createSandboxPayouts({ settleAfterMs: 1_000, now: () => clock });
    const recovered = await restarted.getPayout(created.id);
    expect(recovered).toMatchObject({
      id: created.id,
      status: 'failed',
      amountPaise: 43_210,
      referenceId: null,
      utr: null,
    });
    expect(recovered.createdAt).toBeLessThan(clock);
    expect((await restarted.createPayout(request)).id).toBe(created.id);
    expect((await createSandboxPayouts().createPayout(request)).id).toBe(created.id);

    const unknown = await refusal(restarted.getPayout('pout_NotOneOfOurs'));
    expect([unknown.retryable, unknown.status, unknown.message]).toEqual([
      false,
      400,
      'The id provided does not exist',
    ]);
  });

  it('refuses what RazorpayX refuses: a short amount, a bad idempotency key, a malformed UPI ID', async () => {
    const sandbox = createSandboxPayouts({ settleAfterMs: 50 });
    const small = await refusal(sandbox.createPayout(payoutRequest({ amountPaise: 99 })));
    expect([small.retryable, small.status, small.field]).toEqual([false, 400, 'amount']);
    const key = await refusal(sandbox.createPayout(payoutRequest({ idempotencyKey: 'k!' })));
    expect([key.retryable, key.field]).toEqual([false, 'X-Payout-Idempotency']);
    const address = await refusal(sandbox.createPayout(payoutRequest({ destination: vpa('nobody') })));
    expect([address.retryable, address.field]).toEqual([false, 'fund_account.vpa.address']);
  });

  it('hands each state change to the listener, as a proven webhook would', async () => {
    const sandbox = createSandboxPayouts({ settleAfterMs: 30 });
    const events: PayoutEvent[] = [];
    sandbox.onEvent(async (event) => {
      events.push(event);
    });
    const reversed = await sandbox.createPayout(payoutRequest({ destination: vpa('reverse@upi') }));
    await until(() => events.filter((e) => e.payout.id === reversed.id).length === 3);
    const mine = events.filter((e) => e.payout.id === reversed.id);
    expect(mine.map((e) => [e.event, e.payout.status])).toEqual([
      ['payout.initiated', 'processing'],
      ['payout.processed', 'processed'],
      ['payout.reversed', 'reversed'],
    ]);
    expect(mine[1]?.payout.utr).toMatch(/^\d{12}$/);
    expect(mine[2]?.payout).toEqual(await sandbox.getPayout(reversed.id));

    const queued = await sandbox.createPayout(payoutRequest({ destination: vpa('queue@upi') }));
    await until(() => events.filter((e) => e.payout.id === queued.id).length === 3);
    expect(events.filter((e) => e.payout.id === queued.id).map((e) => e.event)).toEqual([
      'payout.queued',
      'payout.initiated',
      'payout.processed',
    ]);
  });

  it('keeps going when a listener fails', async () => {
    const sandbox = createSandboxPayouts({ settleAfterMs: 20 });
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    sandbox.onEvent(async () => {
      throw new Error('listener down');
    });
    sandbox.onEvent(async (event) => {
      seen.push(event.event);
    });
    await sandbox.createPayout(payoutRequest());
    await until(() => seen.length === 2);
    expect(seen).toEqual(['payout.initiated', 'payout.processed']);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0]?.[1]).toBe('Sandbox payout listener failed');
  });

  it('validates a UPI ID by its local part', async () => {
    const sandbox = createSandboxPayouts();
    const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', referenceId: 'user_42' };
    expect(await sandbox.validateVpa({ address: 'ravi.kumar@okaxis', contact })).toEqual({
      verdict: 'valid',
      registeredName: 'RAVI KUMAR',
    });
    expect(await sandbox.validateVpa({ address: 'fail_2@upi', contact })).toEqual({ verdict: 'invalid' });
    expect(await sandbox.validateVpa({ address: 'fail-2@upi', contact })).toEqual({
      verdict: 'valid',
      registeredName: 'FAIL',
    });
    expect(await sandbox.validateVpa({ address: 'invalid.me@ybl', contact })).toEqual({ verdict: 'invalid' });
    expect(await sandbox.validateVpa({ address: 'not-an-upi-id', contact })).toEqual({ verdict: 'invalid' });
  });

  it('signs and reads webhook bodies as RazorpayX would', async () => {
    const sandbox = createSandboxPayouts({ settleAfterMs: 1_000, webhookSecret: 'sandbox-secret' });
    const created = await sandbox.createPayout(payoutRequest());
    const body = sandbox.webhookBody(created.id) ?? '';
    const signature = sandbox.signWebhook(body);
    expect(signature).toBe(createHmac('sha256', 'sandbox-secret').update(body).digest('hex'));
    expect(sandbox.verifyWebhookSignature(body, signature)).toBe(true);
    expect(sandbox.verifyWebhookSignature(body, createHmac('sha256', 'other').update(body).digest('hex'))).toBe(false);
    expect(sandbox.parseWebhook(body)).toEqual({ event: 'payout.initiated', payout: created });
    // The real gateway reads the sandbox's bodies the same way.
    expect(gateway().parseWebhook(body)).toEqual({ event: 'payout.initiated', payout: created });
    expect(sandbox.webhookBody('pout_NotOneOfOurs')).toBeNull();
  });
});
