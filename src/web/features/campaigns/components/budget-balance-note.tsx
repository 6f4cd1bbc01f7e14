import { Text } from '@mantine/core';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

type Props = {
  /** The creator's wallet in paise. */
  availableBalance: number;
  /** The typed budget in paise, when it is a valid amount. */
  budget: number | undefined;
};

/**
 * 'Available balance: ₹X' under a new campaign's budget, and a hint when the budget is above it. Only a
 * hint, never a blocking error: the server's 422 stays the authority (the wallet may have moved since).
 */
export function BudgetBalanceNote({ availableBalance, budget }: Props) {
  return (
    <div aria-live="polite">
      <Text size="sm" c="dimmed">
        {t('campaigns.availableBalance', { amount: formatRupees(availableBalance) })}
      </Text>
      {budget !== undefined && budget > availableBalance ? (
        <Text size="sm" c="orange.9">
          {t('budgetAboveBalance')}
        </Text>
      ) : null}
    </div>
  );
}
