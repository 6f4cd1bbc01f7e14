import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '@schemas/campaign';
import { LoadMore } from '@web/components/load-more';
import { errorMessage } from '@web/lib/api-error';
import { formatDate, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { CampaignStatusBadge } from '@web/components/campaign-status-badge';
import { CampaignDates } from '@web/components/campaign-dates';
import { CampaignStatusNote } from '@web/components/campaign-status-note';
import { useMorePages } from '@web/lib/use-more-pages';
import { creatorCampaignsQuery } from '../api/creator-campaigns-query';

type Props = {
  /** The dashboard's first page and the cursor of the next. */
  campaigns: Campaign[];
  nextCursor: string | null;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
  /** Pause (true) or resume (false) the creator's own campaign. */
  onPause: (campaign: Campaign, paused: boolean) => void;
  onCreate: () => void;
};

/** My Campaigns: every campaign with its figures, Edit and Delete, newest first, page after page. */
export function MyCampaignsTab({ campaigns: first, nextCursor, onEdit, onDelete, onPause, onCreate }: Props) {
  const list = useMorePages({ first, nextCursor, query: creatorCampaignsQuery, items: (page) => page.campaigns });
  const campaigns = list.items;
  if (campaigns.length === 0) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text c="dimmed">{t('dashboards.noCampaignsCreated')}</Text>
        <Button onClick={onCreate}>{t('dashboards.createCampaign')}</Button>
      </Stack>
    );
  }
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {campaigns.map((c) => (
          <Card key={c._id} withBorder radius="md" padding="md" component="li" aria-label={c.title}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              {/* 240 px at least: on a phone Edit and Delete then wrap below instead of squeezing the figures. */}
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Group gap="xs">
                  <Title order={3} size="h5">
                    <Anchor renderRoot={(props) => <Link {...props} to="/campaign/$id" params={{ id: c._id }} />}>
                      {c.title}
                    </Anchor>
                  </Title>
                  <CampaignStatusBadge status={c.status} />
                </Group>
                <CampaignDates campaign={c} />
                <CampaignStatusNote campaign={c} owner />
                <Anchor
                  href={c.youtubeLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ wordBreak: 'break-all' }}
                >
                  {c.youtubeLink}
                </Anchor>
                <Text size="sm">
                  {t('dashboards.campaignFigures', {
                    remaining: formatRupees(c.remainingBudget),
                    total: formatRupees(c.totalBudget),
                    rate: formatRupees(c.payoutPer1000Views),
                    count: c.participantsCount,
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboards.createdOn', { date: formatDate(c.createdAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                {/* An admin's pause and a spent budget are not the creator's to lift here; an ended campaign
                    can no longer be changed at all (docs/product.md#campaign-dates). */}
                {c.endedAt ? null : c.status === 'active' ? (
                  <Button size="xs" variant="default" onClick={() => onPause(c, true)}>
                    {t('dashboards.pause')}
                  </Button>
                ) : c.pausedBy === 'creator' ? (
                  <Button size="xs" variant="default" onClick={() => onPause(c, false)}>
                    {t('dashboards.resume')}
                  </Button>
                ) : null}
                {c.endedAt ? null : (
                  <Button size="xs" variant="default" onClick={() => onEdit(c)}>
                    {t('dashboards.edit')}
                  </Button>
                )}
                <Button size="xs" color="red" variant="light" onClick={() => onDelete(c)}>
                  {t('dashboards.delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {nextCursor !== null ? (
        <LoadMore
          shown={campaigns.length}
          hasMore={list.hasMore}
          loading={list.loading}
          onLoadMore={list.loadMore}
          noun="campaign"
        />
      ) : null}
      {list.error ? (
        <Text c="red.8" size="sm" ta="center" role="alert">
          {errorMessage(list.error, t('dashboards.moreCampaignsFailed'))}
        </Text>
      ) : null}
    </>
  );
}
