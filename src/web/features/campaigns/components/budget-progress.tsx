import { Card, Group, Progress, Text, Title } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';
import { budgetUsedPercent } from './budget-used';

/** Budget Progress: the bar with Total, Used and Remaining. */
export function BudgetProgress({ campaign }: { campaign: Campaign }) {
  const used = budgetUsedPercent(campaign.totalBudget, campaign.remainingBudget);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3">
          Budget Progress
        </Title>
        <Text fw={600}>{used}% used</Text>
      </Group>
      <Progress value={used} color="orange" size="lg" aria-label={`Budget Used ${used}%`} />
      <Group justify="space-between" mt="sm">
        <Text size="sm">Total: {formatRupees(campaign.totalBudget)}</Text>
        <Text size="sm">Used: {formatRupees(campaign.totalBudget - campaign.remainingBudget)}</Text>
        <Text size="sm">Remaining: {formatRupees(campaign.remainingBudget)}</Text>
      </Group>
    </Card>
  );
}
