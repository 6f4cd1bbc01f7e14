import fc from 'fast-check';

/** Every operation of the product the model test drives (reads are the checks after each step). */
export const OPERATIONS = {
  signup: 4,
  login: 4,
  logoutAll: 1,
  topupOrder: 8,
  sandboxPay: 7,
  verifyPayment: 7,
  createCampaign: 10,
  updateCampaign: 6,
  deleteCampaign: 2,
  joinCampaign: 10,
  submitClip: 12,
  approveClip: 7,
  rejectClip: 4,
  reviewClips: 3,
  blockClipper: 1,
  unblockClipper: 1,
  appealClip: 2,
  answerAppeal: 1,
  decideAppeal: 1,
  adminCampaignStatus: 4,
  withdraw: 6,
  payWithdrawal: 3,
  rejectWithdrawal: 2,
  payoutEvent: 4,
  adminFeeWithdraw: 3,
  advanceClock: 5,
  youtubeViews: 5,
  adminApproveClip: 3,
  adminRejectClip: 2,
  suspendUser: 2,
  reinstateUser: 2,
  resetPassword: 2,
  linkInstagram: 3,
  submitReel: 10,
  reelViews: 4,
  deleteReel: 1,
  revokeInstagram: 1,
} as const;

export type Operation = keyof typeof OPERATIONS;

/**
 * One random step, before it meets the model's state: the operation and raw numbers that pick who does it,
 * to which object, with which amounts, and whether (and how) it is made invalid. The model turns it into a
 * request, so a seed replays the same sequence whatever ids the server hands out.
 */
export type Intent = {
  op: Operation;
  /** Picks the actor among people of the role the operation is for. */
  actor: number;
  /** Picks the object (campaign, clip, order, withdrawal). */
  target: number;
  /** 0-99: below 8 a wrong caller, 8-15 a bad id or a bad body, else a well-formed call. */
  variant: number;
  /** Picks how an amount relates to the state (small, exact balance, just over it, with paise). */
  scale: number;
  /** Raw number for amounts and views. */
  amount: number;
  /** Prefer the actor's own objects (8 in 10; else any: other people's objects). */
  own: boolean;
};

const operation = fc.oneof(
  ...Object.entries(OPERATIONS).map(([op, weight]) => ({ arbitrary: fc.constant(op as Operation), weight })),
);

// Uniform choices: fast-check's default bias towards small numbers would make the first actor, the first
// object and the invalid variants (the low ones) far more frequent than their share. Amounts keep the bias,
// which reaches small and boundary amounts more often.
const uniform = (max: number) => fc.noBias(fc.nat(max));

export const intent: fc.Arbitrary<Intent> = fc.record({
  op: operation,
  actor: uniform(1000),
  target: uniform(1000),
  variant: uniform(99),
  scale: uniform(9),
  amount: fc.nat(1_000_000),
  own: uniform(9).map((n) => n < 8),
});

/** A whole run's steps from one seed (the same seed gives the same intents). */
export function intentsFor(seed: number, steps: number): Intent[] {
  const [sequence] = fc.sample(fc.array(intent, { minLength: steps, maxLength: steps }), { seed, numRuns: 1 });
  if (!sequence) throw new Error('fast-check gave no sample');
  return sequence;
}
