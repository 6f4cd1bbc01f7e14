import { Card, Group, SimpleGrid, type SimpleGridProps, Skeleton, Stack } from '@mantine/core';

/** A FigureCard while its figure loads: label, value and (optionally) hint lines at the card's own heights. */
export function FigureCardSkeleton({ withHint = false }: { withHint?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Skeleton height={14} width="55%" my={4} />
      <Skeleton height={22} width="45%" my={4} />
      {withHint ? <Skeleton height={12} width="75%" my={3} /> : null}
    </Card>
  );
}

/** A dashboard's row of figure cards, in the same grid columns as the loaded row so no card changes size. */
export function FigureRowSkeleton({
  count,
  cols,
  withHints = false,
}: {
  count: number;
  cols: SimpleGridProps['cols'];
  withHints?: boolean;
}) {
  return (
    <SimpleGrid cols={cols}>
      {Array.from({ length: count }, (_, index) => (
        <FigureCardSkeleton key={index} withHint={withHints} />
      ))}
    </SimpleGrid>
  );
}

/** The Tabs bar: one grey label per tab over the bar's bottom border, as tall as Mantine's default tabs. */
export function TabsBarSkeleton({ tabs }: { tabs: number }) {
  return (
    <Group gap={32} px="md" h={38} style={{ borderBottom: '2px solid var(--mantine-color-default-border)' }}>
      {Array.from({ length: tabs }, (_, index) => (
        <Skeleton key={index} height={14} width={index === 0 ? 64 : 110} />
      ))}
    </Group>
  );
}

/** The first tab's list: its heading and a few bordered rows (a title with a badge, and a detail line). */
export function ListRowsSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" pt="md">
      <Skeleton height={24} width={180} my={4} />
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap">
            <Skeleton height={16} width="45%" my={4} />
            <Skeleton height={20} width={70} radius="xl" />
          </Group>
          <Skeleton height={12} width="60%" my={4} />
        </Card>
      ))}
    </Stack>
  );
}
