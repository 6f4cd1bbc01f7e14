import { Anchor, Button, Center, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ClipperProfile } from '@schemas/clipper-profile';
import { FigureCard } from '@web/components/figure-card';
import { LoadingState } from '@web/components/loading-state';
import { formatDate } from '@web/lib/format';
import { clipperProfileQuery } from '../api/clipper-profile-query';

export const PROFILE_FAILED = 'Failed to load this clipper’s profile.';

const count = (n: number) => n.toLocaleString('en-IN');

/** A clipper's public track record: what a creator weighs before approving or blocking them. */
export function ClipperProfilePage({ id }: { id: string }) {
  // The route waited for it (routes/clipper-profile.tsx; a 404 there shows ClipperNotFound instead).
  const { data: clipper } = useSuspenseQuery(clipperProfileQuery(id));
  return (
    <Container size="md" py="xl">
      <ClipperProfileView clipper={clipper} />
    </Container>
  );
}

function ClipperProfileView({ clipper }: { clipper: ClipperProfile }) {
  const name = clipper.name.trim() || 'Unknown User';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{name}</Title>
        <Text c="dimmed">Clipper on ClipMandi since {formatDate(clipper.memberSince)}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <FigureCard label="Approved clips" value={count(clipper.approvedClips)} />
        <FigureCard label="Rejected clips" value={count(clipper.rejectedClips)} />
        <FigureCard
          label="Approval rate"
          value={clipper.approvalRate === null ? '—' : `${clipper.approvalRate}%`}
          hint={clipper.approvalRate === null ? 'No clip decided yet' : undefined}
        />
        <FigureCard label="Measured views" value={count(clipper.measuredViews)} hint="On approved clips, by YouTube" />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Linked channels
        </Title>
        {clipper.channels.length === 0 ? (
          <Text c="dimmed">No YouTube channel linked yet.</Text>
        ) : (
          <List>
            {clipper.channels.map((channel) => (
              <List.Item key={channel.channelId}>
                <Anchor href={channel.url} target="_blank" rel="noopener noreferrer">
                  {channel.title ?? channel.channelId}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

export function ClipperProfilePending() {
  return <LoadingState text="Loading profile..." />;
}

/** The route's page for an id that is not a clipper's (404). */
export function ClipperNotFound() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>Clipper Not Found</Title>
        <Text c="dimmed">There is no clipper with this address.</Text>
        <Button component={Link} to="/discover">
          Browse Campaigns
        </Button>
      </Stack>
    </Center>
  );
}
