import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { fundWallet } from './fund-wallet';
import type { TestApi } from './harness';

export type Person = Awaited<ReturnType<TestApi['signup']>>;

let titleCounter = 0;

/** A valid Create Campaign body in wire format (rupees). */
export function campaignBody(overrides: Record<string, unknown> = {}) {
  titleCounter += 1;
  return {
    title: `Campaign ${titleCounter}`,
    description: 'Cut the best moments of the podcast into Shorts.',
    requirements: 'Vertical 9:16, under 60 seconds, credit the channel.',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    payoutPer1000Views: 50,
    totalBudget: 1000,
    ...overrides,
  };
}

/** A creator whose wallet holds `rupees`. */
export async function fundedCreator(api: TestApi, rupees: number, name?: string): Promise<Person> {
  const creator = await api.signup('creator', name);
  await fundWallet(api, creator.user._id, rupees);
  return creator;
}

/** Creates a campaign as `creator` and returns it decoded (money in paise). */
export async function createCampaign(api: TestApi, creator: Person, overrides: Record<string, unknown> = {}) {
  const res = await api.ok('createCampaign', { token: creator.token, body: campaignBody(overrides) }, 201);
  return res.campaign;
}

/** A wallet balance in paise, read from the ledger. */
export const walletOf = (api: TestApi, userId: string) => balanceOf(api.db, accountKeys.wallet(userId));
/** A campaign's escrow balance in paise. */
export const escrowOf = (api: TestApi, campaignId: string) => balanceOf(api.db, accountKeys.escrow(campaignId));

let videoCounter = 0;
/** A fresh, valid 11-character YouTube video id. */
export function newVideoId(): string {
  videoCounter += 1;
  return `vid${String(videoCounter).padStart(4, '0')}${Math.random().toString(36).slice(2, 6)}`
    .slice(0, 11)
    .padEnd(11, 'x');
}
