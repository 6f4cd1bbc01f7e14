import { Box, Card, Center, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useId, type ReactNode } from 'react';

/** Every chart's drawing height: reserved while the data and the chart library load, so nothing moves. */
export const CHART_HEIGHT = 220;
/** A bar list's row: its name's line and its bar. */
export const BAR_LIST_ROW = 40;
/**
 * A bar list's drawing height: the usual height up to four items, then a row per item and the value axis, so
 * no name is squeezed. Known with the data, before the chart library loads.
 */
export const barListHeight = (count: number) => Math.max(CHART_HEIGHT, count * BAR_LIST_ROW + 32);

/** The figures behind a chart, for screen readers (the drawing itself is hidden from them). */
export type ChartTable = { head: string[]; rows: string[][] };

type ChartCardProps = {
  title: string;
  /** One sentence with the figures; shown under the title. */
  summary: string;
  /** What will appear and when, in place of the drawing when there is nothing to chart yet; null otherwise. */
  empty: string | null;
  table: ChartTable;
  /** The drawing (a lazy chart from ./lazy-charts). */
  children: ReactNode;
  /** The drawing's height when it is not CHART_HEIGHT (barListHeight). */
  height?: number;
};

/**
 * One chart with its text alternative: a sentence with the figures and a visually hidden table of every point.
 * The drawing is aria-hidden; the empty state says what will appear here and when.
 */
export function ChartCard({ title, summary, empty, table, children, height = CHART_HEIGHT }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {empty ? (
          <Center h={CHART_HEIGHT}>
            <Text c="dimmed" ta="center" maw={420}>
              {empty}
            </Text>
          </Center>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
            <Box h={height} aria-hidden>
              <Suspense fallback={<Skeleton h={height} />}>{children}</Suspense>
            </Box>
            <VisuallyHidden>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {table.head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, i) => (
                    <tr key={i}>
                      {row.map((cell, j) => (
                        <td key={j}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** A chart's place while its figures load: the same title, a line and the drawing's height. */
export function ChartCardSkeleton({ title }: { title: string }) {
  return (
    <Card withBorder radius="md" padding="md" aria-busy>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Skeleton h={16} w="70%" />
        <Skeleton h={CHART_HEIGHT} />
      </Stack>
    </Card>
  );
}
