import { Stack } from '@mantine/core';
import { FigureRowSkeleton, ListRowsSkeleton, TabsBarSkeleton } from '@web/components/dashboard-skeleton';

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
