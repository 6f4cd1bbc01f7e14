import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, prepareAccounts, seedDemo } from '../../src/server/seed/demo';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('demo seed', () => {
  it('creates the demo accounts once, with a funded campaign, and their logins work', async () => {
    const logins = await seedDemo(api.deps);
    expect(logins?.map((l) => l.email)).toEqual([
      DEMO_LOGINS.admin.email,
      DEMO_LOGINS.creator.email,
      DEMO_LOGINS.clipper.email,
    ]);
    expect(await seedDemo(api.deps)).toBeNull();

    const admin = await api.ok('adminLogin', {
      body: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    expect(admin.user.role).toBe('admin');
    const creator = await api.ok('login', {
      body: { email: DEMO_LOGINS.creator.email, password: DEMO_LOGINS.creator.password },
    });
    expect(creator.user.role).toBe('creator');
    const clipper = await api.ok('login', {
      body: { email: DEMO_LOGINS.clipper.email, password: DEMO_LOGINS.clipper.password },
    });
    expect(clipper.user.role).toBe('user');

    const list = await api.ok('listCampaigns');
    expect(list.campaigns).toHaveLength(2);
    const joined = await api.ok('joinedCampaigns', { token: clipper.token });
    expect(joined.campaigns.map((c) => c.title)).toEqual(['Street Food Diaries: 60-second cuts']);

    // ₹10,000 topped up, ₹5,000 + ₹2,500 reserved in escrow: ₹2,500 left in the wallet. One clip is paid from
    // the Street Food escrow (24,000 views at ₹50 per 1K: ₹1,200.00) and one waits for review.
    const dashboard = await api.ok('creatorDashboard', { token: creator.token });
    expect(dashboard.data.stats).toMatchObject({
      totalCampaigns: 2,
      activeCampaigns: 2,
      totalSpent: 1_200_00,
      availableBalance: 2_500_00,
    });
    expect(dashboard.data.pendingClips.map((c) => ({ views: c.views, status: c.status, link: c.youtubeLink }))).toEqual(
      [{ views: 8_500, status: 'pending', link: 'https://youtube.com/shorts/bT7nR4wZ8cE' }],
    );

    // The clipper got 88% of ₹1,200.00; the pending 8,500 views are estimated at ₹425.00 gross, ₹374.00 net.
    const wallet = await api.ok('clipperWallet', { token: clipper.token });
    expect(wallet.data).toMatchObject({
      totalEarnings: 1_056_00,
      pendingEarnings: 374_00,
      availableToWithdraw: 1_056_00,
    });
    const clips = await api.ok('myClips', { token: clipper.token });
    expect(clips.clips.map((c) => [c.status, c.views, c.earnings]).sort()).toEqual([
      ['approved', 24_000, 1_056_00],
      ['pending', 8_500, 0],
    ]);

    // The platform kept 12%: ₹144.00.
    const fees = await api.ok('adminWallet', { token: admin.token });
    expect(fees.data.currentBalance).toBe(144_00);
    await api.expectLedgerSound();
  });
});

describe('first start with ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('seeds the demo accounts as well as creating the configured admin, and a later start changes neither', async () => {
    const admin = { email: 'owner@example.com', password: 'owner-password-1' };
    const fresh = await startTestApi({ seedDemo: true, admin });
    try {
      expect((await prepareAccounts(fresh.deps))?.map((l) => l.email)).toEqual([
        DEMO_LOGINS.admin.email,
        DEMO_LOGINS.creator.email,
        DEMO_LOGINS.clipper.email,
      ]);
      expect(await prepareAccounts(fresh.deps)).toBeNull();

      const owner = await fresh.ok('adminLogin', { body: admin });
      expect(owner.user).toMatchObject({ email: admin.email, role: 'admin' });
      const demoAdmin = await fresh.ok('adminLogin', {
        body: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
      });
      expect(demoAdmin.user.role).toBe('admin');
      const creator = await fresh.ok('login', {
        body: { email: DEMO_LOGINS.creator.email, password: DEMO_LOGINS.creator.password },
      });
      expect(creator.user.role).toBe('creator');
      const clipper = await fresh.ok('login', {
        body: { email: DEMO_LOGINS.clipper.email, password: DEMO_LOGINS.clipper.password },
      });
      expect(clipper.user.role).toBe('user');
      expect((await fresh.ok('listCampaigns')).campaigns).toHaveLength(2);
      await fresh.expectLedgerSound();
    } finally {
      await fresh.close();
    }
  });

  it('with SEED_DEMO=false creates only the configured admin', async () => {
    const admin = { email: 'solo@example.com', password: 'solo-password-1' };
    const fresh = await startTestApi({ seedDemo: false, admin });
    try {
      expect(await prepareAccounts(fresh.deps)).toBeNull();
      await fresh.ok('adminLogin', { body: admin });
      const demo = await fresh.call('adminLogin', {
        body: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
      });
      expect(demo.status).toBe(401);
      expect(demo.json).toEqual({ message: 'Invalid email or password.', code: 'invalidLogin' });
    } finally {
      await fresh.close();
    }
  });
});
