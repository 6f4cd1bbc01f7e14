import { platformLabels } from '@schemas/platform';
import { Button, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DiscoverFilters } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import { campaignListQuery } from '../api/campaign-queries';
import { joinedMarksQuery } from '../api/joined-marks-query';
import { CampaignCard } from './campaign-card';
import { DiscoverFiltersBar } from './discover-filters';

export const LIST_FAILED = 'Failed to load campaigns. Please try again.';

/** The screen's list: a failed load of any page is toasted with the list's message (lib/query-client.ts). */
export const discoverListQuery = (filters: DiscoverFilters) => ({
  ...campaignListQuery(filters),
  meta: { errorMessage: LIST_FAILED },
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
        Discover Campaigns
      </Title>
      <DiscoverFiltersBar filters={filters} onChange={onFiltersChange} />
      {campaigns.length === 0 && filters.q ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Title order={2}>{`No campaigns match “${filters.q}”`}</Title>
            <Text c="dimmed">Try other words, or clear the search to see every active campaign.</Text>
            <Button onClick={() => onFiltersChange({ ...filters, q: undefined })}>Clear search</Button>
          </Stack>
        </Center>
      ) : campaigns.length === 0 && filters.platform ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Title order={2}>{`No campaigns pay for ${platformLabels[filters.platform]} right now`}</Title>
            <Button onClick={() => onFiltersChange({ ...filters, platform: undefined })}>Show all platforms</Button>
          </Stack>
        </Center>
      ) : campaigns.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Title order={2}>No Campaigns Available</Title>
            <Text c="dimmed">Check back later for new campaigns!</Text>
            <Button component={Link} to="/">
              Back to Home
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
                Load more campaigns
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
