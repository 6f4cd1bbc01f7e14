import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { CampaignStatusBadge } from '@web/components/campaign-status-badge';

/** The three most recent campaigns. */
export function OverviewTab({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboards.recentCampaigns')}
      </Title>
      {campaigns.length === 0 ? (
        <Text c="dimmed">{t('dashboards.noCampaignsYet')}</Text>
      ) : (
        campaigns.slice(0, 3).map((c) => (
          <Card key={c._id} withBorder radius="md" padding="md">
            <Group justify="space-between">
              <Text fw={600}>{c.title}</Text>
              <CampaignStatusBadge status={c.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('dashboards.leftOfParticipants', {
                remaining: formatRupees(c.remainingBudget),
                total: formatRupees(c.totalBudget),
                count: c.participantsCount,
              })}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
