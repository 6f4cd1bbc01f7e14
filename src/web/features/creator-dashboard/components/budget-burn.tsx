import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CreatorSeries } from '@schemas/series';
import { CHART_HEIGHT } from '@web/components/charts/chart-card';
import { formatRupees } from '@web/lib/format';

export const BURN_EMPTY = 'No budget yet: create a campaign to see how fast its budget is used.';

/** How long the remaining budget lasts: "at ₹58.78 a day (the last 7 days' average), ₹88.55 lasts 1 more day." */
export function burnSentence(burn: CreatorSeries['burn']): string {
  const left = `${formatRupees(burn.remaining)} left of ${formatRupees(burn.totalBudget)}`;
  if (burn.daysLeft === null)
    return `${left}. Nothing was spent in the last 7 days, so there is no current rate to run out at.`;
  const days =
    burn.daysLeft === 0 ? 'less than a day' : `about ${burn.daysLeft} more ${burn.daysLeft === 1 ? 'day' : 'days'}`;
  return `${left}. At ${formatRupees(burn.dailyRate)} a day (the average of the last 7 days) it lasts ${days}.`;
}

/** Budget burn over the live campaigns: how much is used, and the days left at the current rate. */
export function BudgetBurn({ burn }: { burn: CreatorSeries['burn'] }) {
  const used = burn.totalBudget === 0 ? 0 : Math.round((burn.spent / burn.totalBudget) * 100);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Budget burn">
      <Stack gap="xs" mih={CHART_HEIGHT / 2}>
        <Title order={3} size="h4">
          Budget burn
        </Title>
        {burn.totalBudget === 0 ? (
          <Text c="dimmed">{BURN_EMPTY}</Text>
        ) : (
          <>
            <Progress value={used} size="lg" aria-label={`${used}% of the budget used`} />
            <Text size="sm">{burnSentence(burn)}</Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The burn card's place while the figures load. */
export function BudgetBurnSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-busy>
      <Stack gap="xs" mih={CHART_HEIGHT / 2}>
        <Title order={3} size="h4">
          Budget burn
        </Title>
        <Skeleton h={16} />
        <Skeleton h={16} w="80%" />
      </Stack>
    </Card>
  );
}
