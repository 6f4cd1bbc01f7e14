import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CampaignDetail } from '../../../../../schemas/campaign';
import { LoadMore } from '../../../components/load-more';
import { errorMessage } from '../../../lib/api-error';
import { useMorePages } from '../../../lib/use-more-pages';
import { campaignParticipantsQuery } from '../api/campaign-queries';

export const MORE_FAILED = 'Failed to load more participants. Please try again.';

/**
 * The people who joined, earliest first, with their name and email (SPEC.md section 2 fallbacks): the
 * count of all of them, the detail's first page, and 'Load more' for the rest.
 */
export function ParticipantsList({ campaign }: { campaign: CampaignDetail }) {
  const list = useMorePages({
    first: campaign.participants,
    nextCursor: campaign.participantsNextCursor,
    query: (after) => campaignParticipantsQuery(campaign._id, after),
    items: (page) => page.participants,
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Participants ({campaign.participantsCount})
      </Title>
      {list.items.length === 0 ? (
        <Text c="dimmed">No participants yet. Be the first to join!</Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.items.map((p) => {
              const name = p.name.trim() || 'Unknown User';
              return (
                <Group key={p._id} component="li" gap="sm">
                  <Avatar radius="xl" size="sm" color="orange" aria-hidden>
                    {name.charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Text fw={500}>{name}</Text>
                    <Text size="sm" c="dimmed">
                      {p.email.trim() || 'No email'}
                    </Text>
                  </div>
                </Group>
              );
            })}
          </Stack>
          {campaign.participantsNextCursor !== null ? (
            <LoadMore
              shown={list.items.length}
              hasMore={list.hasMore}
              loading={list.loading}
              onLoadMore={list.loadMore}
              noun="participants"
            />
          ) : null}
          {list.error ? (
            <Text c="red.8" size="sm" ta="center" role="alert">
              {errorMessage(list.error, MORE_FAILED)}
            </Text>
          ) : null}
        </>
      )}
    </Card>
  );
}
