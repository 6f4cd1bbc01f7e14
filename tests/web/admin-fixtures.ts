import type { Role } from '@schemas/auth';

/** Wire-format rows (money in rupees) for the admin screens' mocked calls. */
let n = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function wireUser(name: string, role: Role, walletBalance = 0) {
  return {
    _id: nextId(),
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    role,
    createdAt: '2025-03-01T10:00:00.000Z',
    emailVerified: true,
    adminRole: role === 'admin' ? 'owner' : null,
    walletBalance,
    suspension: null,
  };
}

export function wireCampaign(title: string, creatorName: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: nextId(),
    title,
    description: 'Cut the podcast into Shorts.',
    requirements: 'Vertical video.',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    creator: { _id: nextId(), name: creatorName, reviewHours: null, approvalRate: null, paidOut: 0 },
    payoutPer1000Views: 50,
    platforms: ['youtube_shorts'],
    platformRates: {},
    totalBudget: 1000,
    remainingBudget: 876.6,
    amountSpent: 123.4,
    status: 'active',
    pausedBy: null,
    participantsCount: 3,
    createdAt: '2025-03-02T10:00:00.000Z',
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

export function wireTransaction(
  type: string,
  amount: number,
  userName: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    _id: nextId(),
    userId: userName === null ? null : { _id: nextId(), name: userName },
    type,
    amount,
    description: `${type} of ${amount}`,
    descriptionSaid: null,
    timestamp: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export const wireStats = {
  creatorsCount: 12,
  clippersCount: 345,
  campaignsCount: 27,
  totalMoneyIn: 150000.5,
  totalPayoutsOut: 74337,
  adminWalletBalance: 5137.25,
  totalFeesEarned: 10137.25,
  totalFeesWithdrawn: 5000,
  pendingWithdrawalsCount: 3,
  sendingWithdrawalsCount: 2,
  returnedWithdrawalsCount: 1,
};
