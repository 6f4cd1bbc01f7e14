import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadAppMessages } from '@web/lib/i18n';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { cellTexts } from './table-cells';

// The ledger's descriptions are kept as a key and values beside their English (docs/languages.md "Stored texts"):
// the screens say them in the reader's language, and a line kept without a key in the English the server kept.

const config = {
  payments: { mode: 'sandbox', keyId: 'rzp_sandbox_clipmandi', checkoutScriptUrl: '/api/payments/sandbox/checkout.js' },
  payouts: { mode: 'manual', minWithdrawal: 100 },
  accounts: { emailVerification: 'off' },
  campaigns: { platforms: ['youtube_shorts'] },
};
const creator = aUser('creator', { language: 'hi' });
const admin = aUser('admin', { language: 'hi' });

const line = (id: string, description: string, said: { code: string; values: Record<string, string> } | null) => ({
  _id: id,
  type: 'topup',
  amount: 500,
  description,
  descriptionSaid: said,
  timestamp: '2025-03-05T09:00:00.000Z',
});

function creatorWallet() {
  storeSession(creator);
  mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    'GET /api/config': { body: config },
    'GET /api/wallet/creator': {
      body: {
        data: {
          availableBalance: 1000,
          totalSpent: 0,
          pendingPayouts: 0,
          transactions: [
            line('t2', 'Wallet top-up (payment pay_9)', { code: 'ledger.topUp', values: { paymentId: 'pay_9' } }),
            line('t1', 'Top-up kept before keys were', null),
          ],
        },
      },
    },
  });
}

const descriptions = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellTexts(row).at(-1));

afterEach(async () => {
  await activateLanguage('en');
});

describe('stored texts', () => {
  it("says a ledger line's description in Hindi from its key, and an older line's as the server kept it", async () => {
    await activateLanguage('hi');
    await loadAppMessages();
    creatorWallet();
    renderApp('/creator/wallet');
    await screen.findByText('वॉलेट टॉप-अप (पेमेंट pay_9)');
    expect(descriptions()).toEqual(['वॉलेट टॉप-अप (पेमेंट pay_9)', 'Top-up kept before keys were']);
  });

  it('says the same line in English, word for word as the server kept it', async () => {
    await loadAppMessages();
    creatorWallet();
    renderApp('/creator/wallet');
    await screen.findByText('Wallet top-up (payment pay_9)');
    expect(descriptions()).toEqual(['Wallet top-up (payment pay_9)', 'Top-up kept before keys were']);
  });

  it("puts the admin fee's words before the payout it was taken from, in Hindi", async () => {
    await activateLanguage('hi');
    await loadAppMessages();
    storeSession(admin);
    mockApi({
      'GET /api/auth/me': { body: { user: admin } },
      'GET /api/config': { body: config },
      'GET /api/admin/wallet': {
        body: {
          data: {
            currentBalance: 12,
            withdrawableBalance: 12,
            transactions: [
              {
                _id: 'f1',
                type: 'platform_fee',
                amount: 12,
                description: 'Admin fee (12%): Payout for clip on "Podcast": …',
                descriptionSaid: {
                  code: 'ledger.payout',
                  values: { title: 'Podcast', gross: '₹100.00', net: '₹88.00', fee: '₹12.00' },
                },
                feeLine: 'taken',
                timestamp: '2025-03-05T09:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    renderApp('/admin/wallet');
    const table = await screen.findByRole('table');
    expect(
      within(table).getByText(
        'एडमिन फ़ीस (12%): "Podcast" पर क्लिप का पेआउट: ₹100.00 ग्रॉस, ₹88.00 क्लिपर को, ₹12.00 प्लेटफ़ॉर्म फ़ीस',
      ),
    ).toBeTruthy();
  });
});
