import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type * as z from 'zod';
import type { adminUser } from '@schemas/admin';
import type { Campaign } from '@schemas/campaign';
import { t } from '@web/lib/i18n';
import { ButtonLink } from './button-link';
import { roleColor, roleLabel, statusColor, statusLabel, userName } from './labels';

type AdminUser = z.output<typeof adminUser>;

/** The Overview tab: the five newest people and the five newest campaigns. */
export function RecentOverview({ users, campaigns }: { users: AdminUser[]; campaigns: Campaign[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-users">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4" id="recent-users">
            {t('admin.recentUsers')}
          </Title>
          <ButtonLink to="/admin/users" variant="subtle" size="xs">
            {t('admin.viewAll')}
          </ButtonLink>
        </Group>
        {users.length === 0 ? (
          <Text c="dimmed">{t('admin.usersEmpty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {users.map((u) => (
              <Group key={u._id} justify="space-between" align="flex-start" component="li" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {userName(u.name)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {u.email}
                  </Text>
                </div>
                <Badge color={roleColor[u.role]} variant="light" miw="max-content">
                  {roleLabel(u.role)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-campaigns">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4" id="recent-campaigns">
            {t('admin.recentCampaigns')}
          </Title>
          <ButtonLink to="/admin/campaigns" variant="subtle" size="xs">
            {t('admin.viewAll')}
          </ButtonLink>
        </Group>
        {campaigns.length === 0 ? (
          <Text c="dimmed">{t('admin.campaignsEmpty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {campaigns.map((c) => (
              <Group key={c._id} justify="space-between" align="flex-start" component="li" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {c.title}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('admin.byName', { name: c.creator.name.trim() || t('admin.unknownCreator') })}
                  </Text>
                </div>
                <Badge color={statusColor(c.status)} variant="light" miw="max-content">
                  {statusLabel(c.status)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </SimpleGrid>
  );
}
