import { setTimeout as sleep } from 'node:timers/promises';
import type * as z from 'zod';
import { routes, type RouteName } from '../../../schemas/routes';
import { campaignBody, newVideoId } from '../campaign-fixtures';

/**
 * A stream of money operations from a few concurrent clients against a server that may die at any moment.
 * Every call is logged with what came back: acknowledged (2xx, answer read in full), refused (4xx), or lost
 * (no answer: the server died first, so it may or may not have happened).
 */

export type Outcome = 'acked' | 'refused' | 'lost';

/** What an operation was about, enough to find its effect in the database afterwards. */
export type Operation =
  | { kind: 'topup'; creatorId: string; orderId: string; paymentId: string }
  | { kind: 'createCampaign'; creatorId: string; campaignId?: string; budget: number }
  | { kind: 'updateBudget'; campaignId: string; budget: number }
  | { kind: 'deleteCampaign'; campaignId: string }
  | { kind: 'join'; campaignId: string; clipperId: string }
  | { kind: 'submitClip'; clipperId: string; campaignId: string; clipId?: string }
  | { kind: 'approve'; clipId: string; views: number }
  | { kind: 'withdraw'; clipperId: string; amount: number; withdrawalId?: string }
  | { kind: 'settleWithdrawal'; withdrawalId: string; status: 'paid' | 'rejected' }
  | { kind: 'feeWithdrawal'; amount: number };

export type LoggedOperation = { op: Operation; outcome: Outcome; status?: number };

type Answer = { status: number; json: unknown } | 'lost';
type CallOptions = { token?: string; params?: { id: string }; body?: unknown };

/** One call of the route table over HTTP; a dead server (refused, reset, no answer in time) is 'lost'. */
async function send(base: string, name: RouteName, options: CallOptions = {}): Promise<Answer> {
  const route = routes[name];
  const path = route.path.replace(':id', encodeURIComponent(options.params?.id ?? ''));
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  } catch {
    return 'lost';
  }
}

const decoded = <N extends RouteName>(name: N, json: unknown) =>
  routes[name].response.parse(json) as z.output<(typeof routes)[N]['response']>;

/** A seeded generator (mulberry32), so a failing stream's choices replay from the printed seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
  };
}
export type Random = ReturnType<typeof seededRandom>;

export type Account = { id: string; token: string };

/** One creator and one clipper working the creator's campaigns, and what they know survived. */
export type Pair = {
  creator: Account;
  clipper: Account;
  campaigns: { id: string; budget: number }[];
  joined: Set<string>;
  pendingClips: string[];
};

/** Everything the stream did, and the server it talks to now (a restarted server has a new address). */
export type Stream = {
  log: LoggedOperation[];
  /** Withdrawals acknowledged and not yet settled, for the admin. */
  requested: string[];
  /** A 5xx: never expected, even around a crash (a dead server answers nothing). */
  serverErrors: string[];
};

/** Runs `call`; a lost call is logged at once, else the caller logs the entry (with the ids the answer gave). */
async function logged<O extends Operation>(stream: Stream, op: O, call: Promise<Answer>) {
  const answer = await call;
  if (answer === 'lost') {
    stream.log.push({ op, outcome: 'lost' });
    return { lost: true as const };
  }
  if (answer.status >= 500) stream.serverErrors.push(`${op.kind} ${answer.status} ${JSON.stringify(answer.json)}`);
  const acked = answer.status < 300;
  const outcome: Outcome = acked ? 'acked' : 'refused';
  return { lost: false as const, acked, json: answer.json, entry: { op, outcome, status: answer.status } };
}

type Step = (base: string, stream: Stream, pair: Pair, random: Random) => Promise<boolean>;

/** Top-up through the sandbox checkout: order, pay, verify (acknowledged once verify answers). */
const topUp: Step = async (base, stream, { creator }, random) => {
  const created = await send(base, 'topup', { token: creator.token, body: { amount: random.int(1000, 4000) } });
  if (created === 'lost') return false;
  if (created.status !== 201) return true;
  const { order } = decoded('topup', created.json);
  const paid = await send(base, 'sandboxPay', { body: { order_id: order.id } });
  if (paid === 'lost') return false;
  const payment = decoded('sandboxPay', paid.json);
  const op: Operation = {
    kind: 'topup',
    creatorId: creator.id,
    orderId: order.id,
    paymentId: payment.razorpay_payment_id,
  };
  const r = await logged(stream, op, send(base, 'verifyPayment', { token: creator.token, body: payment }));
  if (r.lost) return false;
  stream.log.push(r.entry);
  return true;
};

/** A campaign of ₹200-600 at ₹50 per 1K views, funded from the wallet. */
const createCampaign: Step = async (base, stream, pair, random) => {
  const budget = random.int(200, 600);
  const body = campaignBody({ totalBudget: budget, payoutPer1000Views: 50 });
  const op = { kind: 'createCampaign', creatorId: pair.creator.id, budget: budget * 100 } as const;
  const r = await logged(stream, op, send(base, 'createCampaign', { token: pair.creator.token, body }));
  if (r.lost) return false;
  if (!r.acked) stream.log.push(r.entry);
  else {
    const id = decoded('createCampaign', r.json).campaign._id;
    pair.campaigns.push({ id, budget: budget * 100 });
    stream.log.push({ ...r.entry, op: { ...op, campaignId: id } });
  }
  return true;
};

/** A new total budget of ₹100-900: more escrow from the wallet, or the difference back to it. */
const changeBudget: Step = async (base, stream, pair, random) => {
  const campaign = random.pick(pair.campaigns);
  if (!campaign) return true;
  const budget = random.int(100, 900) * 100;
  const body = campaignBody({ totalBudget: budget / 100, payoutPer1000Views: 50 });
  const r = await logged(
    stream,
    { kind: 'updateBudget', campaignId: campaign.id, budget },
    send(base, 'updateCampaign', { token: pair.creator.token, params: { id: campaign.id }, body }),
  );
  if (r.lost) return false;
  stream.log.push(r.entry);
  if (r.acked) campaign.budget = budget;
  return true;
};

/** Deleted: pending clips rejected, the unspent escrow refunded. */
const deleteCampaign: Step = async (base, stream, pair, random) => {
  const campaign = random.pick(pair.campaigns);
  if (!campaign) return true;
  const r = await logged(
    stream,
    { kind: 'deleteCampaign', campaignId: campaign.id },
    send(base, 'deleteCampaign', { token: pair.creator.token, params: { id: campaign.id } }),
  );
  if (r.lost) return false;
  stream.log.push(r.entry);
  if (r.acked) pair.campaigns = pair.campaigns.filter((c) => c !== campaign);
  return true;
};

const join: Step = async (base, stream, pair, random) => {
  const campaign = random.pick(pair.campaigns.filter((c) => !pair.joined.has(c.id)));
  if (!campaign) return true;
  const r = await logged(
    stream,
    { kind: 'join', campaignId: campaign.id, clipperId: pair.clipper.id },
    send(base, 'joinCampaign', { token: pair.clipper.token, params: { id: campaign.id } }),
  );
  if (r.lost) return false;
  stream.log.push(r.entry);
  if (r.acked) pair.joined.add(campaign.id);
  return true;
};

const submitClip: Step = async (base, stream, pair, random) => {
  const campaignId = random.pick([...pair.joined]);
  if (!campaignId) return true;
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: random.int(1000, 20000) };
  const op = { kind: 'submitClip', clipperId: pair.clipper.id, campaignId } as const;
  const r = await logged(stream, op, send(base, 'submitClip', { token: pair.clipper.token, body }));
  if (r.lost) return false;
  if (!r.acked) stream.log.push(r.entry);
  else {
    const id = decoded('submitClip', r.json).clip._id;
    pair.pendingClips.push(id);
    stream.log.push({ ...r.entry, op: { ...op, clipId: id } });
  }
  return true;
};

/** The creator approves the oldest pending clip with 500-8,000 views (₹25-400 gross, capped at the escrow). */
const approve: Step = async (base, stream, pair, random) => {
  const clipId = pair.pendingClips.shift();
  if (!clipId) return true;
  const views = random.int(500, 8000);
  const r = await logged(
    stream,
    { kind: 'approve', clipId, views },
    send(base, 'approveClip', { token: pair.creator.token, params: { id: clipId }, body: { viewCount: views } }),
  );
  if (r.lost) return false;
  stream.log.push(r.entry);
  return true;
};

/** The clipper asks for ₹5-40 (refused when the wallet holds less). */
const withdraw: Step = async (base, stream, pair, random) => {
  const amount = random.int(5, 40) * 100;
  const op = { kind: 'withdraw', clipperId: pair.clipper.id, amount } as const;
  const r = await logged(
    stream,
    op,
    send(base, 'withdraw', { token: pair.clipper.token, body: { amount: amount / 100, upiId: 'clara@upi' } }),
  );
  if (r.lost) return false;
  if (!r.acked) stream.log.push(r.entry);
  else {
    const id = decoded('withdraw', r.json).withdrawal._id;
    stream.requested.push(id);
    stream.log.push({ ...r.entry, op: { ...op, withdrawalId: id } });
  }
  return true;
};

/** How often each step is picked. */
const WEIGHTED: [Step, number][] = [
  [topUp, 12],
  [createCampaign, 8],
  [changeBudget, 8],
  [deleteCampaign, 3],
  [join, 10],
  [submitClip, 20],
  [approve, 20],
  [withdraw, 15],
];
const TOTAL_WEIGHT = WEIGHTED.reduce((sum, [, weight]) => sum + weight, 0);

/** One creator or clipper step, chosen at random. Returns false once the server is gone. */
export const pairStep: Step = (base, stream, pair, random) => {
  let roll = random.next() * TOTAL_WEIGHT;
  const [step] = WEIGHTED.find(([, weight]) => (roll -= weight) < 0) ?? WEIGHTED[0] ?? [topUp];
  return step(base, stream, pair, random);
};

/** The pair's first steps, so the stream starts with money and a campaign to work on. */
export async function warmUp(base: string, stream: Stream, pair: Pair, random: Random) {
  for (const step of [topUp, createCampaign, join]) {
    if (!(await step(base, stream, pair, random))) throw new Error('The server stopped answering while warming up');
  }
}

/** One admin step: settle a requested withdrawal (pay or reject), or take ₹1 of fees out. */
export async function adminStep(base: string, stream: Stream, admin: Account, random: Random): Promise<boolean> {
  const withdrawalId = stream.requested.shift();
  if (!withdrawalId || random.next() < 0.2) {
    if (withdrawalId) stream.requested.unshift(withdrawalId);
    // Nothing to settle: mostly wait for the clippers rather than drain the fees ₹1 at a time.
    if (random.next() < 0.7) {
      await sleep(50);
      return true;
    }
    const r = await logged(
      stream,
      { kind: 'feeWithdrawal', amount: 100 },
      send(base, 'adminWithdraw', { token: admin.token, body: { amount: 1 } }),
    );
    if (r.lost) return false;
    stream.log.push(r.entry);
    return true;
  }
  const pay = random.next() < 0.6;
  const op: Operation = { kind: 'settleWithdrawal', withdrawalId, status: pay ? 'paid' : 'rejected' };
  const call = pay
    ? send(base, 'payWithdrawal', {
        token: admin.token,
        params: { id: withdrawalId },
        body: { reference: `UTR${random.int(1000, 9999)}` },
      })
    : send(base, 'rejectWithdrawal', { token: admin.token, params: { id: withdrawalId }, body: {} });
  const r = await logged(stream, op, call);
  if (r.lost) return false;
  stream.log.push(r.entry);
  return true;
}

/** Signs up a creator and a clipper (their tokens outlive restarts: same JWT secret, same database). */
export async function newPair(base: string, n: number): Promise<Pair> {
  const account = async (role: 'creator' | 'user'): Promise<Account> => {
    const email = `${role}.${n}.${Date.now()}@faults.example.com`;
    const answer = await send(base, 'signup', {
      body: { name: `Fault ${role} ${n}`, email, password: 'password123', role },
    });
    if (answer === 'lost' || answer.status !== 201) throw new Error(`signup failed: ${JSON.stringify(answer)}`);
    const { token, user } = decoded('signup', answer.json);
    return { id: user._id, token };
  };
  return {
    creator: await account('creator'),
    clipper: await account('user'),
    campaigns: [],
    joined: new Set(),
    pendingClips: [],
  };
}

export async function adminLogin(base: string, email: string, password: string): Promise<Account> {
  const answer = await send(base, 'adminLogin', { body: { email, password } });
  if (answer === 'lost' || answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer)}`);
  const { token, user } = decoded('adminLogin', answer.json);
  return { id: user._id, token };
}

/** Each client repeats its step until the server stops answering or `running()` turns false. */
export async function runClients(steps: (() => Promise<boolean>)[], running: () => boolean) {
  await Promise.all(
    steps.map(async (step) => {
      while (running()) if (!(await step())) return;
    }),
  );
}
