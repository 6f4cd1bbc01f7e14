import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';
import { CampaignStatusBadge } from '@web/components/campaign-status-badge';

/** The three most recent campaigns. */
export function OverviewTab({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Recent Campaigns
      </Title>
      {campaigns.length === 0 ? (
        <Text c="dimmed">No campaigns yet. Create your first campaign to get started.</Text>
      ) : (
        campaigns.slice(0, 3).map((c) => (
          <Card key={c._id} withBorder radius="md" padding="md">
            <Group justify="space-between">
              <Text fw={600}>{c.title}</Text>
              <CampaignStatusBadge status={c.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {formatRupees(c.remainingBudget)} left of {formatRupees(c.totalBudget)} · {c.participantsCount}{' '}
              {c.participantsCount === 1 ? 'participant' : 'participants'}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
