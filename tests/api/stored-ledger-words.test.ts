import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMessageKey, translate } from '../../src/server/i18n/catalogue';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// A ledger line's description is kept as its catalogue key and values beside its English (docs/languages.md
// "Stored texts"): the wire carries both, the same for every reader, and the English is the key's English.

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Line = { type: string; description: string; descriptionSaid: { code: string; values: Record<string, string> } };

/** Each line's English is what its key says in English, and the key's Hindi is Hindi. */
function expectSaidAsKept(lines: Line[]) {
  for (const line of lines) {
    const { code, values } = line.descriptionSaid;
    if (!isMessageKey(code)) throw new Error(`${code} is not a catalogue key`);
    expect(translate('en', code, values)).toBe(line.description);
    expect(translate('hi', code, values)).toMatch(/[\u0900-\u097F]/);
  }
}

describe('ledger descriptions', () => {
  it('come with their key and values: a top-up, a campaign funding, a payout and the fee taken from it', async () => {
    const creator = await fundedCreator(api, 10_000);
    const campaign = await createCampaign(api, creator, { title: 'Podcast cuts', totalBudget: 1000 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}` } },
      201,
    );
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });

    const creatorLines = (await api.ok('creatorWallet', { token: creator.token })).data.transactions as Line[];
    expect(creatorLines.map((line) => line.descriptionSaid)).toEqual([
      { code: 'ledger.campaignFunding', values: { title: 'Podcast cuts' } },
      { code: 'ledger.demoTopUp', values: {} },
    ]);
    expect(creatorLines[0]?.description).toBe('Budget reserved for campaign "Podcast cuts"');
    expectSaidAsKept(creatorLines);

    const clipperLines = (await api.ok('clipperWallet', { token: clipper.token })).data.transactions as Line[];
    const payout = clipperLines.find((line) => line.type === 'payout');
    const gross = payout?.descriptionSaid.values.gross;
    expect(payout?.descriptionSaid.code).toMatch(/^ledger\.payout(Held)?$/);
    expect(payout?.descriptionSaid.values).toMatchObject({ title: 'Podcast cuts', net: expect.stringMatching(/^₹/) });
    expect(payout?.description).toContain(`Payout for clip on "Podcast cuts": ${gross} gross`);
    expectSaidAsKept(clipperLines);

    const admin = await api.admin();
    const wallet = (await api.ok('adminWallet', { token: admin.token })).data;
    const fee = wallet.transactions.find((line: { feeLine: string | null }) => line.feeLine === 'taken');
    expect(fee?.descriptionSaid).toEqual(payout?.descriptionSaid);
    expect(fee?.description).toBe(`Admin fee (12%): ${payout?.description}`);

    const { data } = await api.ok('adminTransactions', { token: admin.token, query: { type: 'payout' } });
    expect(data.transactions[0]?.descriptionSaid).toEqual(payout?.descriptionSaid);
  });
});
