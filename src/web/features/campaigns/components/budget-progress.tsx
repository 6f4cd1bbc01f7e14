import { Card, Group, Progress, Text, Title } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { budgetUsedPercent } from './budget-used';

/** Budget Progress: the bar with Total, Used and Remaining. */
export function BudgetProgress({ campaign }: { campaign: Campaign }) {
  const used = budgetUsedPercent(campaign.totalBudget, campaign.remainingBudget);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3">
          {t('campaigns.budgetProgress')}
        </Title>
        <Text fw={600}>{t('campaigns.percentUsed', { used })}</Text>
      </Group>
      <Progress value={used} color="orange" size="lg" aria-label={t('campaigns.budgetUsedPercent', { used })} />
      <Group justify="space-between" mt="sm">
        <Text size="sm">{t('campaigns.budgetTotal', { amount: formatRupees(campaign.totalBudget) })}</Text>
        <Text size="sm">
          {t('campaigns.budgetUsed', { amount: formatRupees(campaign.totalBudget - campaign.remainingBudget) })}
        </Text>
        <Text size="sm">{t('campaigns.budgetRemaining', { amount: formatRupees(campaign.remainingBudget) })}</Text>
      </Group>
    </Card>
  );
}
