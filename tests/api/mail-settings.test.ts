import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET and PATCH /api/notification-settings', () => {
  it('give each role a switch per email it receives, all on at first', async () => {
    const clipper = await api.signup('user');
    const creator = await api.signup('creator');
    const admin = await api.admin();
    expect((await api.ok('notificationSettings', { token: clipper.token })).settings).toEqual([
      { kind: 'clip_approved', enabled: true },
      { kind: 'clip_rejected', enabled: true },
      { kind: 'appeal_decided', enabled: true },
      { kind: 'withdrawal_paid', enabled: true },
      { kind: 'withdrawal_rejected', enabled: true },
      { kind: 'withdrawal_returned', enabled: true },
      { kind: 'campaign_paused', enabled: true },
    ]);
    expect((await api.ok('notificationSettings', { token: creator.token })).settings).toEqual([
      { kind: 'clip_awaiting_review', enabled: true },
      { kind: 'clip_appealed', enabled: true },
      { kind: 'appeal_decided', enabled: true },
      { kind: 'clipper_suspended', enabled: true },
    ]);
    expect((await api.ok('notificationSettings', { token: admin.token })).settings).toEqual([
      { kind: 'withdrawal_requested', enabled: true },
    ]);
  });

  it('turn kinds off and on again, leaving the others as they were, for that person only', async () => {
    const clipper = await api.signup('user');
    const other = await api.signup('user');
    const off = await api.ok('updateNotificationSettings', {
      token: clipper.token,
      body: {
        settings: [
          { kind: 'clip_rejected', enabled: false },
          { kind: 'withdrawal_paid', enabled: false },
        ],
      },
    });
    expect(off.settings.filter((s) => !s.enabled).map((s) => s.kind)).toEqual(['clip_rejected', 'withdrawal_paid']);
    // Turning off twice is still off.
    await api.ok('updateNotificationSettings', {
      token: clipper.token,
      body: { settings: [{ kind: 'clip_rejected', enabled: false }] },
    });
    const on = await api.ok('updateNotificationSettings', {
      token: clipper.token,
      body: { settings: [{ kind: 'withdrawal_paid', enabled: true }] },
    });
    expect(on.settings.filter((s) => !s.enabled).map((s) => s.kind)).toEqual(['clip_rejected']);
    expect((await api.ok('notificationSettings', { token: clipper.token })).settings).toEqual(on.settings);
    expect((await api.ok('notificationSettings', { token: other.token })).settings.every((s) => s.enabled)).toBe(true);
  });

  it('refuse a kind the role never receives, an unknown kind, an empty list, and anonymous callers', async () => {
    const creator = await api.signup('creator');
    const foreign = await api.call('updateNotificationSettings', {
      token: creator.token,
      body: { settings: [{ kind: 'clip_approved', enabled: false }] },
    });
    expect(foreign).toMatchObject({
      status: 400,
      json: {
        message: '"My clip was approved (with the amount)" (clip_approved) is not an email your account receives.',
      },
    });
    const unknown = await api.call('updateNotificationSettings', {
      token: creator.token,
      body: { settings: [{ kind: 'weekly_digest', enabled: false }] },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('kind');
    const empty = await api.call('updateNotificationSettings', { token: creator.token, body: { settings: [] } });
    expect(empty).toMatchObject({ status: 400 });
    expect(JSON.stringify(empty.json)).toContain('Name at least one kind to turn on or off');
    expect((await api.call('notificationSettings')).status).toBe(401);
    expect(
      (
        await api.call('updateNotificationSettings', {
          body: { settings: [{ kind: 'clip_approved', enabled: false }] },
        })
      ).status,
    ).toBe(401);
    expect((await api.ok('notificationSettings', { token: creator.token })).settings).toEqual([
      { kind: 'clip_awaiting_review', enabled: true },
      { kind: 'clip_appealed', enabled: true },
      { kind: 'appeal_decided', enabled: true },
      { kind: 'clipper_suspended', enabled: true },
    ]);
  });
});
