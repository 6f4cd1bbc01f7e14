import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '../../../../../schemas/campaign';
import { formatRupees } from '../../../lib/format';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import { clipperEarnsPer1000 } from './clipper-earnings';

/** The campaigns the clipper joined, with what each pays them. */
export function JoinedCampaignsTab({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Joined Campaigns ({campaigns.length})
      </Title>
      {campaigns.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text c="dimmed">You have not joined any campaigns yet.</Text>
          <Button component={Link} to="/discover">
            Discover Campaigns
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {campaigns.map((c) => (
            <Card key={c._id} withBorder radius="md" padding="md" component="article" aria-label={c.title}>
              <Group justify="space-between" align="flex-start">
                <Anchor renderRoot={(props) => <Link {...props} to="/campaign/$id" params={{ id: c._id }} />} fw={600}>
                  {c.title}
                </Anchor>
                <CampaignStatusBadge status={c.status} />
              </Group>
              <Text size="sm" mt="xs">
                {formatRupees(c.payoutPer1000Views)} per 1000 views (you earn {formatRupees(clipperEarnsPer1000(c.payoutPer1000Views))}{' '}
                after the 12% fee)
              </Text>
              <Text size="sm" c="dimmed">
                {formatRupees(c.remainingBudget)} left of {formatRupees(c.totalBudget)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
