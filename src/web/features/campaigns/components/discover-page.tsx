import { platformLabels } from '@schemas/platform';
import { Button, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '@web/lib/i18n';
import type { DiscoverFilters } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import { campaignListQuery } from '../api/campaign-queries';
import { joinedMarksQuery } from '../api/joined-marks-query';
import { CampaignCard } from './campaign-card';
import { DiscoverFiltersBar } from './discover-filters';

/**
 * The screen's list: a failed load of any page is toasted with the list's message (lib/query-client.ts), read when
 * the load fails: the loader builds this query before the screens' words may have arrived.
 */
export const discoverListQuery = (filters: DiscoverFilters) => ({
  ...campaignListQuery(filters),
  meta: {
    get errorMessage() {
      return t('campaigns.listFailed');
    },
  },
});

export const discoverGridProps = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

type Props = { filters: DiscoverFilters; onFiltersChange: (filters: DiscoverFilters) => void };

/** /discover: the active campaigns matching the address's search, in its sort, with the signed-in clipper's joined ones marked. */
export function DiscoverPage({ filters, onFiltersChange }: Props) {
  // The route waited for the first page (routes/discover.tsx): here it is always there.
  const list = useSuspenseInfiniteQuery(discoverListQuery(filters));
  const { user } = useSession();
  // Each page of cards asks which of its own campaigns the clipper joined; when that fails they show Join.
  const joinedIds = useQueries({
    queries: list.data.pages.map((page) => ({
      ...joinedMarksQuery(page.campaigns.map((c) => c._id)),
      enabled: user?.role === 'user' && page.campaigns.length > 0,
    })),
    combine: (results) => new Set(results.flatMap((result) => result.data ?? [])),
  });

  const campaigns = list.data.pages.flatMap((page) => page.campaigns);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('campaigns.discoverTitle')}
      </Title>
      <DiscoverFiltersBar filters={filters} onChange={onFiltersChange} />
      {campaigns.length === 0 && filters.q ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Title order={2}>{t('campaigns.noMatch', { q: filters.q })}</Title>
            <Text c="dimmed">{t('campaigns.noMatchHint')}</Text>
            <Button onClick={() => onFiltersChange({ ...filters, q: undefined })}>{t('campaigns.clearSearch')}</Button>
          </Stack>
        </Center>
      ) : campaigns.length === 0 && filters.platform ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Title order={2}>{t('campaigns.noneForPlatform', { platform: platformLabels[filters.platform] })}</Title>
            <Button onClick={() => onFiltersChange({ ...filters, platform: undefined })}>
              {t('campaigns.showAllPlatforms')}
            </Button>
          </Stack>
        </Center>
      ) : campaigns.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Title order={2}>{t('campaigns.noCampaigns')}</Title>
            <Text c="dimmed">{t('campaigns.checkBackLater')}</Text>
            <Button component={Link} to="/">
              {t('campaigns.backToHome')}
            </Button>
          </Stack>
        </Center>
      ) : (
        <Stack gap="lg">
          <SimpleGrid {...discoverGridProps}>
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign._id} campaign={campaign} joined={joinedIds.has(campaign._id)} />
            ))}
          </SimpleGrid>
          {list.hasNextPage ? (
            <Center>
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('campaigns.loadMoreCampaigns')}
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
