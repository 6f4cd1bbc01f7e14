import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** A campaign card while the list loads: the same frame, rows and spacing as CampaignCard, in grey. */
export function CampaignCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Card.Section mb="sm">
        <Skeleton h="auto" radius={0} style={{ aspectRatio: '16 / 9' }} />
      </Card.Section>
      <Stack gap="sm" flex={1}>
        <div>
          <Skeleton height={26} width="70%" my={2} />
          <Skeleton height={14} width="40%" my={4} />
        </div>
        {[0, 1].map((row) => (
          <Group key={row} justify="space-between">
            <Skeleton height={14} width="45%" my={4} />
            <Skeleton height={16} width="25%" my={5} />
          </Group>
        ))}
        <div>
          <Group justify="space-between">
            <Skeleton height={14} width="30%" my={4} />
            <Skeleton height={14} width="10%" my={4} />
          </Group>
          <Skeleton height={8} radius="xl" />
        </div>
        <Group justify="space-between">
          <Skeleton height={14} width="30%" my={4} />
          <Skeleton height={14} width="25%" my={4} />
        </Group>
        <Group justify="space-between" mt="auto">
          <Skeleton height={16} width="25%" my={4} />
          <Skeleton height={36} width={72} radius="md" />
        </Group>
      </Stack>
    </Card>
  );
}
