import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { campaignBody, newVideoId } from './campaign-fixtures';
import { startInbox, type Inbox } from './mail-inbox';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * The log of a server process that talks to the outside with real credentials: Razorpay's key and webhook
 * secrets (against the local Razorpay stand-in), a YouTube API key (against the local YouTube stand-in) and an
 * SMTP login (against a local SMTP server that requires it). A run that uses each of them (a verified top-up,
 * a signed webhook and a forged one, a channel link and a measured clip submission, an email sent) leaves none
 * of those credentials, nor any signature sent, in the output.
 */

const RAZORPAY = {
  keyId: 'rzp_test_LogsSecrets01',
  keySecret: 'logs-razorpay-key-secret-8c1f',
  webhookSecret: 'logs-razorpay-webhook-secret-3d7e',
};
const YOUTUBE_KEY = 'logs-youtube-api-key-AIzaQx91';
const SMTP_LOGIN = { user: 'mailer-logs', pass: 'smtp-Pass-w0rd-6b2e' };
const CHANNEL_ID = `UC${'L'.repeat(22)}`;

let razorpay: FakeRazorpay;
let yt: FakeYouTube;
let inbox: Inbox;
let server: ServerProcess;
let smtpUrl: string;

beforeAll(async () => {
  razorpay = await startFakeRazorpay(RAZORPAY);
  yt = await startFakeYouTube({ key: YOUTUBE_KEY });
  inbox = await startInbox({ login: SMTP_LOGIN });
  smtpUrl = inbox.url.replace('smtp://', `smtp://${SMTP_LOGIN.user}:${encodeURIComponent(SMTP_LOGIN.pass)}@`);
  server = await startServerProcess({
    RAZORPAY_KEY_ID: RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    YOUTUBE_MODE: 'api',
    YOUTUBE_API_KEY: YOUTUBE_KEY,
    YOUTUBE_API_URL: yt.settings.apiUrl,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'ClipMandi <no-reply@example.com>',
    // Money moves unverified here: this run is about what the log shows, not about verification.
    EMAIL_VERIFICATION: 'off',
    // The outbox worker runs with the scheduler: every second, so the email goes out within the test.
    SCHEDULER_INTERVAL_SECONDS: '1',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await inbox?.stop();
  await yt?.close();
  await razorpay?.close();
}, 60_000);

/** Resolves once `found` gives a value, polling (the scheduler sends on its own time). */
async function eventually<T>(found: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const value = found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not happen:\n${server.output()}`);
}

function postWebhook(rawBody: string, headers: Record<string, string>) {
  return fetch(`${server.url}/api/wallet/webhook`, {
    method: 'POST',
    headers: { ...headers, Connection: 'close' },
    body: rawBody,
  });
}

describe('the log of a run with real credentials', () => {
  it('shows none of the Razorpay, YouTube or SMTP credentials, nor a signature sent', { timeout: 60_000 }, async () => {
    const url = server.url;
    expect(server.output()).toContain('payments: razorpay');
    const creator = await callOver(
      url,
      'signup',
      {
        body: {
          name: 'Secret Creator',
          email: 'secret.creator@example.com',
          password: 'creator-Pass-5150',
          role: 'creator',
        },
      },
      201,
    );

    // A top-up through the Razorpay stand-in, verified with the checkout's signature.
    const { order } = await callOver(url, 'topup', { token: creator.token, body: { amount: 2000 } }, 201);
    expect(razorpay.orders.get(order.id)).toMatchObject({ amount: 200_000, status: 'created' });
    const handoff = razorpay.pay(order.id);
    expect(await callOver(url, 'verifyPayment', { token: creator.token, body: handoff })).toEqual({
      message: 'Top-up successful!',
      balance: 200_000,
    });

    // Razorpay's webhook for the same payment, signed with the webhook secret; then one signed with another.
    const hook = razorpay.webhook('payment.captured', { payment: razorpay.paymentEntity(handoff.razorpay_payment_id) });
    const signed = await postWebhook(hook.rawBody, hook.headers);
    expect([signed.status, await signed.json()]).toEqual([200, { message: 'Payment already credited.' }]);
    const forgedSignature = createHmac('sha256', 'not-the-webhook-secret').update(hook.rawBody).digest('hex');
    const forged = await postWebhook(hook.rawBody, { ...hook.headers, 'X-Razorpay-Signature': forgedSignature });
    expect([forged.status, await forged.json()]).toEqual([
      400,
      { message: 'Invalid webhook signature.', code: 'invalidWebhookSignature' },
    ]);
    const wallet = await callOver(url, 'creatorWallet', { token: creator.token });
    expect(wallet.data.availableBalance).toBe(200_000);

    const { campaign } = await callOver(url, 'createCampaign', { token: creator.token, body: campaignBody() }, 201);

    // A channel linked (YouTube reads its description) and a clip measured at submission (YouTube reads the video).
    const clipper = await callOver(
      url,
      'signup',
      {
        body: {
          name: 'Secret Clipper',
          email: 'secret.clipper@example.com',
          password: 'clipper-Pass-7733',
          role: 'user',
        },
      },
      201,
    );
    const { channel } = await callOver(url, 'clipperChannel', { token: clipper.token });
    yt.setChannel({
      id: CHANNEL_ID,
      title: 'Secret Clips',
      description: `Shorts. ClipMandi: ${channel.verificationCode}`,
      publishedAt: '2021-03-01T00:00:00Z',
      subscribers: 48_000,
      videoCount: 310,
    });
    await callOver(url, 'linkChannel', { token: clipper.token, body: { channelId: CHANNEL_ID } }, 201);
    await callOver(url, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const video = newVideoId();
    yt.setVideo({
      id: video,
      channelId: CHANNEL_ID,
      title: 'Secret clip',
      publishedAt: new Date(Date.now() + 1000),
      views: 4321,
    });
    const { clip } = await callOver(
      url,
      'submitClip',
      { token: clipper.token, body: { campaignId: campaign._id, clipLink: `https://youtube.com/shorts/${video}` } },
      201,
    );
    expect(clip.measuredViews).toBe(4321);
    expect(yt.requestsFor('channels').map((request) => request.status)).toContain(200);
    expect(yt.requestsFor('videos').map((request) => request.status)).toContain(200);

    // The creator's "awaits review" email, sent by the outbox worker after logging in to the SMTP server.
    const email = await eventually(() => inbox.to('secret.creator@example.com')[0], 'The review email');
    expect(email).toMatchObject({ user: SMTP_LOGIN.user, subject: `A clip awaits your review on "${campaign.title}"` });

    // The log did record the run: the forged webhook's request line is there (info lines go out in batches).
    await eventually(
      () => (server.output().includes('"route":"/api/wallet/webhook","status":400') ? true : undefined),
      "The webhook's log line",
    );
    const output = server.output();
    const secrets = {
      'the Razorpay key secret': RAZORPAY.keySecret,
      'the Razorpay webhook secret': RAZORPAY.webhookSecret,
      "Razorpay's basic auth": Buffer.from(`${RAZORPAY.keyId}:${RAZORPAY.keySecret}`).toString('base64'),
      "the checkout's payment signature": handoff.razorpay_signature,
      "the webhook's X-Razorpay-Signature": hook.headers['X-Razorpay-Signature'],
      'the forged X-Razorpay-Signature': forgedSignature,
      'the YouTube API key': YOUTUBE_KEY,
      'the SMTP password': SMTP_LOGIN.pass,
      'the SMTP URL': smtpUrl,
      'the creator password': 'creator-Pass-5150',
      'the clipper password': 'clipper-Pass-7733',
      'a token': creator.token,
    };
    for (const [name, secret] of Object.entries(secrets))
      expect(output.includes(secret), `the log shows ${name}`).toBe(false);
    expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });
});
