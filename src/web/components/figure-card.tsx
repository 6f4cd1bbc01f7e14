import { Card, Text } from '@mantine/core';

/**
 * One headline figure (a balance, a count, a total) in a bordered card, named by its label so tests and
 * screen readers can find it as a group. Every dashboard, wallet and detail screen uses this one.
 */
export function FigureCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
