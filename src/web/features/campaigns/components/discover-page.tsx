import { Button, Center, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { userDashboardQuery } from '../../../lib/user-dashboard-query';
import { campaignListQuery } from '../api/campaign-queries';
import { CampaignCard } from './campaign-card';
import { CampaignCardSkeleton } from './campaign-card-skeleton';

export const LIST_FAILED = 'Failed to load campaigns. Please try again.';

const gridProps = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;
/** Enough placeholder cards to fill the first screen at any width. */
const SKELETON_CARDS = 6;

/** /discover: every active campaign, with the signed-in clipper's joined ones marked. */
export function DiscoverPage() {
  const list = useInfiniteQuery(campaignListQuery());
  const { user } = useSession();
  // The joined set comes from the dashboard call; when that fails the cards simply show Join.
  const dashboard = useQuery({ ...userDashboardQuery(), enabled: user?.role === 'user' });
  const joinedIds = useMemo(
    () => new Set(dashboard.data?.joinedCampaigns.map((c) => c._id) ?? []),
    [dashboard.data],
  );

  const failure = list.isError && !list.data ? errorMessage(list.error, LIST_FAILED) : null;
  useEffect(() => {
    if (failure) notify(failure, 'error');
  }, [failure, list.errorUpdatedAt]);

  const campaigns = list.data?.pages.flatMap((page) => page.campaigns) ?? [];

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Discover Campaigns
      </Title>
      {list.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>Loading campaigns...</VisuallyHidden>
          <SimpleGrid {...gridProps}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <CampaignCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        </div>
      ) : failure ? (
        <ErrorState title="Error Loading Campaigns" message={failure} onRetry={() => void list.refetch()} />
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
          <SimpleGrid {...gridProps}>
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
