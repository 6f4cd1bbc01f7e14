import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CreatorSeries } from '@schemas/series';
import { CHART_HEIGHT } from '@web/components/charts/chart-card';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** How long the remaining budget lasts: "at ₹58.78 a day (the last 7 days' average), ₹88.55 lasts 1 more day." */
export function burnSentence(burn: CreatorSeries['burn']): string {
  const left = { remaining: formatRupees(burn.remaining), total: formatRupees(burn.totalBudget) };
  if (burn.daysLeft === null) return t('dashboards.burnNoRate', left);
  const rate = formatRupees(burn.dailyRate);
  if (burn.daysLeft === 0) return t('dashboards.burnLessThanDay', { ...left, rate });
  return t('dashboards.burnDaysLeft', { ...left, rate, days: burn.daysLeft });
}

/** Budget burn over the live campaigns: how much is used, and the days left at the current rate. */
export function BudgetBurn({ burn }: { burn: CreatorSeries['burn'] }) {
  const used = burn.totalBudget === 0 ? 0 : Math.round((burn.spent / burn.totalBudget) * 100);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('dashboards.budgetBurn')}>
      <Stack gap="xs" mih={CHART_HEIGHT / 2}>
        <Title order={3} size="h4">
          {t('dashboards.budgetBurn')}
        </Title>
        {burn.totalBudget === 0 ? (
          <Text c="dimmed">{t('dashboards.burnEmpty')}</Text>
        ) : (
          <>
            <Progress value={used} size="lg" aria-label={t('dashboards.budgetUsed', { used })} />
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
          {t('dashboards.budgetBurn')}
        </Title>
        <Skeleton h={16} />
        <Skeleton h={16} w="80%" />
      </Stack>
    </Card>
  );
}
