import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '@schemas/campaign';
import { CampaignStatusBadge } from '@web/components/campaign-status-badge';
import { CampaignDates } from '@web/components/campaign-dates';
import { CampaignStatusNote } from '@web/components/campaign-status-note';
import { ErrorState } from '@web/components/error-state';
import { LoadMore } from '@web/components/load-more';
import { CardListPending } from '@web/components/card-list-pending';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { joinedCampaignsQuery } from '@web/lib/joined-campaigns-query';
import { clipperEarnsPer1000 } from '@web/lib/clipper-earnings';
import { FEE_SHARE } from '@schemas/payout-math';

/** The campaigns the clipper joined, with what each pays them, page after page; `total` is the dashboard's count. */
export function JoinedCampaignsTab({ total }: { total: number }) {
  const list = useInfiniteQuery(joinedCampaignsQuery());
  const campaigns = list.data?.pages.flatMap((page) => page.campaigns) ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboards.joinedCampaignsCount', { total })}
      </Title>
      {list.isPending ? (
        <CardListPending label={t('dashboards.loadingCampaigns')} cardHeight={120} />
      ) : list.isError && !list.data ? (
        <ErrorState
          message={errorMessage(list.error, t('dashboards.joinedFailed'))}
          onRetry={() => void list.refetch()}
        />
      ) : campaigns.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text c="dimmed">{t('dashboards.noJoinedCampaigns')}</Text>
          <Button component={Link} to="/discover">
            {t('dashboards.discoverCampaigns')}
          </Button>
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {campaigns.map((c) => (
              <JoinedCampaignCard key={c._id} campaign={c} />
            ))}
          </SimpleGrid>
          <LoadMore
            shown={campaigns.length}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            noun="campaign"
          />
        </>
      )}
    </Stack>
  );
}

function JoinedCampaignCard({ campaign: c }: { campaign: Campaign }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={c.title}>
      <Group justify="space-between" align="flex-start">
        <Anchor renderRoot={(props) => <Link {...props} to="/campaign/$id" params={{ id: c._id }} />} fw={600}>
          {c.title}
        </Anchor>
        <CampaignStatusBadge status={c.status} />
      </Group>
      <CampaignDates campaign={c} />
      <CampaignStatusNote campaign={c} />
      <Text size="sm" mt="xs">
        {t('dashboards.ratePer1000', {
          rate: formatRupees(c.payoutPer1000Views),
          net: formatRupees(clipperEarnsPer1000(c.payoutPer1000Views)),
          fee: FEE_SHARE,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('dashboards.leftOf', { remaining: formatRupees(c.remainingBudget), total: formatRupees(c.totalBudget) })}
      </Text>
    </Card>
  );
}
