import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, type Person } from './campaign-fixtures';
import { startTestApi, type TestApi } from './harness';
import { said } from '../support/catalogue';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';

/**
 * Web Push of a clipper's money moments (docs/accounts.md#app): the real web-push client, with VAPID keys, against a
 * local push service that checks the VAPID signature and decrypts each message with the device's own keys.
 */

let api: TestApi;
let pushService: FakePushService;
const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@clipmandi.example' };
beforeAll(async () => {
  pushService = await startFakePushService();
  const accounts = { appUrl: 'http://app.test', emailVerification: 'off', push: keys, pushLoopback: true } as const;
  api = await startTestApi({ accounts }, { pushAgent: pushService.agent });
});
afterAll(async () => {
  await api.close();
  await pushService.close();
});

/** A clipper in a funded campaign with a pending clip, and its creator. */
async function clipperWithClip(): Promise<{ clipper: Person; creator: Person; clip: string }> {
  const creator = await fundedCreator(api, 1_000);
  const campaign = await createCampaign(api, creator);
  const clipper = await api.signup('user', 'Pushed Clipper');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  const body = { campaignId: campaign._id, clipLink: `https://youtu.be/push${Date.now().toString(36).slice(-7)}` };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  return { clipper, creator, clip: clip._id };
}

describe('push notifications', () => {
  it('pushes an approval to the device subscribed to it, signed with our VAPID key and readable only by it', async () => {
    const { clipper, creator, clip } = await clipperWithClip();
    const settings = await api.ok('pushSettings', { token: clipper.token });
    expect(settings).toEqual({ publicKey: keys.publicKey, devices: [] });
    const phone = pushService.newDevice('phone1');
    const laptop = pushService.newDevice('laptop1');
    await api.ok('subscribePush', { token: clipper.token, body: { ...phone, kinds: ['clip_approved'] } }, 201);
    const both = await api.ok(
      'subscribePush',
      { token: clipper.token, body: { ...laptop, kinds: ['withdrawal_paid'] } },
      201,
    );
    expect(both.devices.map((d) => [d.endpoint, d.kinds])).toEqual([
      [phone.endpoint, ['clip_approved']],
      [laptop.endpoint, ['withdrawal_paid']],
    ]);
    await api.ok('approveClip', { token: creator.token, params: { id: clip }, body: { viewCount: 10_000 } });
    await api.runScheduler(new Date());
    expect(pushService.refusals).toEqual([]);
    expect(pushService.received).toEqual([
      {
        device: 'phone1',
        ttl: 86_400,
        audience: pushService.origin,
        subject: 'mailto:ops@clipmandi.example',
        payload: {
          title: expect.stringMatching(/^Your clip on "Campaign \d+" was approved: ₹440\.00$/) as unknown,
          body: expect.stringMatching(/^Your clip on "Campaign \d+" was approved at 10,000 views\.$/) as unknown,
          link: '/dashboard?tab=clips',
        },
      },
    ]);
    // Handled once: the next run pushes nothing again.
    await api.runScheduler(new Date());
    expect(pushService.received).toHaveLength(1);
  });

  it('forgets a device its push service says is gone (410), and lets a clipper unsubscribe one', async () => {
    const { clipper, creator, clip } = await clipperWithClip();
    const device = pushService.newDevice('gone1');
    await api.ok('subscribePush', { token: clipper.token, body: { ...device, kinds: ['clip_approved'] } }, 201);
    pushService.gone('gone1');
    await api.ok('approveClip', { token: creator.token, params: { id: clip }, body: { viewCount: 1_000 } });
    await api.runScheduler(new Date());
    expect(pushService.refusals.filter((r) => r.device === 'gone1').map((r) => r.status)).toEqual([410]);
    expect((await api.ok('pushSettings', { token: clipper.token })).devices).toEqual([]);
    const other = pushService.newDevice('other1');
    await api.ok('subscribePush', { token: clipper.token, body: { ...other, kinds: [] } }, 201);
    const off = await api.call('unsubscribePush', { token: clipper.token, body: { endpoint: other.endpoint } });
    expect(off).toMatchObject({ status: 200, json: { message: said('pushUnsubscribed') } });
    const again = await api.call('unsubscribePush', { token: clipper.token, body: { endpoint: other.endpoint } });
    expect(again).toMatchObject({ status: 404, json: { message: said('pushNotSubscribed') } });
  });

  it("refuses an endpoint that is not a browser's push service, and bad keys; creators get no push", async () => {
    const clipper = await api.signup('user');
    const device = pushService.newDevice();
    const subscribe = (body: unknown) => api.call('subscribePush', { token: clipper.token, body });
    const internal = await subscribe({ ...device, endpoint: 'https://metadata.internal/latest', kinds: [] });
    expect(internal).toMatchObject({
      status: 400,
      json: { message: said('pushEndpointRefused') },
    });
    const plain = await subscribe({ ...device, endpoint: 'http://fcm.googleapis.com/fcm/send/x', kinds: [] });
    expect(plain.status).toBe(400);
    const badKey = await subscribe({ ...device, keys: { p256dh: 'not base64!', auth: 'x' }, kinds: [] });
    expect(badKey).toMatchObject({ status: 400, json: { message: 'keys.p256dh must be base64url' } });
    const badKind = await subscribe({ ...device, kinds: ['clip_awaiting_review'] });
    expect(badKind.status).toBe(400);
    const creator = await api.signup('creator');
    const refused = await api.call('pushSettings', { token: creator.token });
    expect(refused).toMatchObject({
      status: 403,
      json: { message: said('clippersPush') },
    });
  });
});

describe('push notifications off (no VAPID keys)', () => {
  it('offers no key and refuses a subscription', async () => {
    const off = await startTestApi();
    try {
      const clipper = await off.signup('user');
      expect(await off.ok('pushSettings', { token: clipper.token })).toEqual({ publicKey: null, devices: [] });
      const refused = await off.call('subscribePush', {
        token: clipper.token,
        body: { ...pushService.newDevice(), kinds: ['clip_approved'] },
      });
      expect(refused).toMatchObject({
        status: 400,
        json: { message: said('pushOff') },
      });
    } finally {
      await off.close();
    }
  });
});
