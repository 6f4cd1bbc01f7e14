import type { PublicUser } from '@schemas/auth';

/** Wire-format (rupees) records as the server sends them, for mocked calls. */
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function aCampaign(overrides: Record<string, unknown> = {}) {
  return {
    _id: uuid(),
    title: 'Podcast Shorts',
    description: 'Cut the best moments into Shorts.',
    requirements: 'Vertical, under 60 seconds.',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    creator: {
      _id: '00000000-0000-4000-8000-000000000002',
      name: 'Ravi Creator',
      reviewHours: 14.2,
      approvalRate: 82,
      paidOut: 120_000,
    },
    payoutPer1000Views: 50,
    platforms: ['youtube_shorts'],
    platformRates: {},
    totalBudget: 1000,
    remainingBudget: 750,
    amountSpent: 250,
    status: 'active',
    pausedBy: null,
    participantsCount: 3,
    createdAt: '2025-03-05T10:00:00.000Z',
    minPaidViews: 0,
    maxPayoutPerClip: null,
    reviewWindowHours: 72,
    requiredTags: [],
    startsAt: null,
    endsAt: null,
    endedAt: null,
    ...overrides,
  };
}

export function aCampaignDetail(overrides: Record<string, unknown> = {}) {
  return { ...aCampaign(), participants: [], participantsNextCursor: null, ...overrides };
}

export function aClip(overrides: Record<string, unknown> = {}) {
  return {
    _id: uuid(),
    campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Podcast Shorts' },
    user: { _id: '00000000-0000-4000-8000-000000000001', name: 'Asha Clipper', email: 'user@example.com' },
    youtubeLink: 'https://www.youtube.com/shorts/abcdefghijk',
    link: 'https://www.youtube.com/shorts/abcdefghijk',
    platform: 'youtube_shorts',
    notes: '',
    payoutPer1000Views: 50,
    views: 1200,
    claimedViews: 1200,
    earnings: 0,
    pendingEstimate: 0,
    status: 'pending',
    createdAt: '2025-03-06T10:00:00.000Z',
    reviewedAt: null,
    // Unmeasured (YouTube off), unflagged and undecided: the trust fields at their quiet values.
    measuredViews: null,
    measuredAt: null,
    videoAvailable: null,
    riskScore: 0,
    flags: [],
    reviewDeadline: '2025-03-09T10:00:00.000Z',
    decidedBy: null,
    decisionReason: null,
    decisionReasonSaid: null,
    escalatedAt: null,
    rejection: null,
    // No appeal, and none to make (only a rejected clip has an appeal window: docs/product.md#appeals).
    appeal: null,
    appealUntil: null,
    heldUntil: null,
    releasedAt: null,
    ...overrides,
  };
}

export function aUserDashboard(user: PublicUser, overrides: Record<string, unknown> = {}) {
  return {
    data: {
      user: { ...user, wallet: { balance: 88, totalEarned: 132, held: 0, pendingAmount: 44.5 } },
      userClips: [],
      clipCounts: { total: 0, pending: 0, approved: 0, rejected: 0 },
      joinedCampaigns: [],
      joinedCampaignsNextCursor: null,
      joinedCampaignsCount: 0,
      channel: { required: false, linked: false },
      ...overrides,
    },
  };
}

export function aCreatorDashboard(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      campaigns: [],
      campaignsNextCursor: null,
      pendingClips: [],
      pendingClipsNextCursor: null,
      stats: {
        totalCampaigns: 0,
        activeCampaigns: 0,
        totalSpent: 0,
        totalViews: 0,
        pendingClipsCount: 0,
        availableBalance: 2500,
      },
      ...overrides,
    },
  };
}

type WireCampaign = ReturnType<typeof aCampaign>;

/**
 * GET /api/campaigns/joined as the server answers it for a clipper who joined `joined`: `ids` keeps those of
 * them asked about, `status=active` and `q` (title words) narrow them, `limit` pages with the cursor 'page-2'.
 */
export function joinedCampaignsHandler(joined: () => WireCampaign[]) {
  return (call: { search: URLSearchParams }) => {
    const ids = call.search.get('ids')?.split(',');
    const q = call.search.get('q')?.toLowerCase() ?? '';
    const matching = joined().filter(
      (c) =>
        (!ids || ids.includes(c._id)) &&
        (call.search.get('status') !== 'active' || c.status === 'active') &&
        c.title.toLowerCase().includes(q),
    );
    const limit = Number(call.search.get('limit') ?? 20);
    const from = call.search.get('cursor') === 'page-2' ? limit : 0;
    const page = matching.slice(from, from + limit);
    return { body: { campaigns: page, nextCursor: from + limit < matching.length ? 'page-2' : null } };
  };
}
