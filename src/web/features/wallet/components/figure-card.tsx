import { Card, Text } from '@mantine/core';
import { formatRupees } from '../../../lib/format';

/** One money figure of a wallet screen, named by its label (a group tests and screen readers can find). */
export function FigureCard({ label, paise, hint }: { label: string; paise: number; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {formatRupees(paise)}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
