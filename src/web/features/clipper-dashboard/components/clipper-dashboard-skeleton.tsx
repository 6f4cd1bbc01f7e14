import { Button, Container, Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FigureRowSkeleton, ListRowsSkeleton, TabsBarSkeleton } from '@web/components/dashboard-skeleton';
import { t } from '@web/lib/i18n';

/** The clipper dashboard while it loads: the three wallet cards, the tabs and the recent clips, in grey. */
export function ClipperDashboardSkeleton() {
  return (
    <Stack gap="xl" aria-hidden>
      <FigureRowSkeleton count={3} cols={{ base: 1, sm: 3 }} withHints />
      <div>
        <TabsBarSkeleton tabs={3} />
        <ListRowsSkeleton rows={3} />
      </div>
    </Stack>
  );
}

/** The route's placeholder while the dashboard loads: its header and layout, so nothing moves when the data comes. */
export function ClipperDashboardPending() {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>{t('dashboards.clipperDashboardTitle')}</Title>
          {/* The welcome line's place, so the header keeps its height when the name arrives. */}
          <Skeleton height={16} width={200} my={4} aria-hidden />
        </div>
        <Group>
          <Button component={Link} to="/clipper/wallet" variant="default">
            {t('dashboards.wallet')}
          </Button>
          <Button disabled>{t('dashboards.submitClip')}</Button>
        </Group>
      </Group>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('dashboards.loadingDashboard')}</VisuallyHidden>
        <ClipperDashboardSkeleton />
      </div>
    </Container>
  );
}
