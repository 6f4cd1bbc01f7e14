import { words } from '../../src/server/i18n/catalogue';
import { accountKeys } from '../../src/server/ledger/accounts';
import { postTransaction } from '../../src/server/ledger/post';
import type { TestApi } from './harness';

/**
 * Puts money in a wallet as a verified top-up would (provider clearing -> wallet), straight through the
 * ledger, so marketplace tests do not depend on the payment flow.
 */
export async function fundWallet(api: TestApi, userId: string, rupees: number): Promise<void> {
  const paise = Math.round(rupees * 100);
  await api.deps.db.transaction((tx) =>
    postTransaction(tx, {
      type: 'topup',
      userId,
      amount: paise,
      description: words('ledger.demoTopUp'),
      entries: [
        { account: accountKeys.providerClearing, amount: -paise },
        { account: accountKeys.wallet(userId), amount: paise },
      ],
    }),
  );
}
