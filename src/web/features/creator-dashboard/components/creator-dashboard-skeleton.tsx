import { Card, Container, Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { FigureRowSkeleton, ListRowsSkeleton, TabsBarSkeleton } from '@web/components/dashboard-skeleton';
import { t } from '@web/lib/i18n';

/** The creator dashboard while it loads: the four stat cards, Quick Actions, the tabs and recent campaigns, in grey. */
export function CreatorDashboardSkeleton() {
  return (
    <Stack gap="xl" aria-hidden>
      <FigureRowSkeleton count={4} cols={{ base: 1, xs: 2, md: 4 }} />
      <Card withBorder radius="md" padding="md">
        <Skeleton height={20} width={140} mt={3} mb="sm" />
        <Group gap="sm" wrap="wrap">
          {[180, 150, 160, 90].map((width) => (
            <Skeleton key={width} height={36} width={width} radius="md" />
          ))}
        </Group>
      </Card>
      <div>
        <TabsBarSkeleton tabs={3} />
        <ListRowsSkeleton rows={3} />
      </div>
    </Stack>
  );
}

/** The route's placeholder while the dashboard loads: its heading and layout, so nothing moves when the data comes. */
export function CreatorDashboardPending() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {t('dashboards.creatorDashboardTitle')}
      </Title>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('dashboards.loadingCreatorDashboard')}</VisuallyHidden>
        <CreatorDashboardSkeleton />
      </div>
    </Container>
  );
}
