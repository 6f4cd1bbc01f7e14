import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startTwoProcesses, type Attempt, type TwoProcesses } from './two-processes';

/**
 * Writes that touch one clipper from different sides at once must never deadlock (PostgreSQL aborts one of
 * a deadlocked pair, and the person would see a 500). Every ledger posting names its person, so its
 * ledger_transactions row holds a key-share lock on that user's row until commit; an approval then keeps
 * the clipper's pending figures on that same row. Here one clipper's clips on three campaigns are approved
 * by their three creators while the admin pays the clipper's withdrawal, all at once through both processes.
 */
const ROUNDS = 5;
let two: TwoProcesses;

beforeAll(async () => {
  two = await startTwoProcesses();
});

afterAll(async () => {
  await two?.stop();
});

afterEach(async () => {
  await two?.expectNothingPaidTwice();
});

const summary = (attempts: Attempt[]) => JSON.stringify(attempts.map((a) => `${a.status} ${a.text.slice(0, 120)}`));

it("approvals on several campaigns and the admin paying a withdrawal, all of one clipper's, each answer 200", async () => {
  const admin = await two.admin();
  const clipper = await two.signup('user', 0);
  const creators = await Promise.all([1, 2, 3].map((i) => two.signup('creator', i)));
  const campaigns = [];
  for (const creator of creators) campaigns.push(await two.fundedCampaign(creator, 5000, 50));
  for (const campaign of campaigns) await two.joinAll(campaign._id, [clipper]);
  // Something to withdraw: one approved clip (1,000 views at ₹50 per 1K: ₹50 gross, ₹44 net).
  const [first] = await two.pendingClips(campaigns[0]?._id ?? '', [clipper], 1, 1000);
  await two.attempt(two.via(0), 'approveClip', {
    token: creators[0]?.token,
    params: { id: first ?? '' },
    body: { viewCount: 1000 },
  });

  for (let round = 0; round < ROUNDS; round++) {
    const requested = await two.attempt(two.via(round), 'withdraw', {
      token: clipper.token,
      body: { amount: 1, upiId: 'racer@upi' },
    });
    expect(requested.status, requested.text).toBe(201);
    const withdrawalId = (JSON.parse(requested.text) as { withdrawal: { _id: string } }).withdrawal._id;
    const clipIds = [];
    for (const campaign of campaigns) clipIds.push(...(await two.pendingClips(campaign._id, [clipper], 1, 1000)));

    const attempts = await Promise.all([
      ...clipIds.map((id, i) =>
        two.attempt(two.via(i), 'approveClip', {
          token: creators[i]?.token,
          params: { id },
          body: { viewCount: 1000 },
        }),
      ),
      two.attempt(two.via(round + 1), 'payWithdrawal', {
        token: admin.token,
        params: { id: withdrawalId },
        body: { reference: `UTR${round}` },
      }),
    ]);
    expect(
      attempts.map((a) => a.status),
      `round ${round}: ${summary(attempts)}`,
    ).toEqual([200, 200, 200, 200]);
  }
});
