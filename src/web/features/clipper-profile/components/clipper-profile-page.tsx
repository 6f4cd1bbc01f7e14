import { Anchor, Button, Center, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ClipperProfile } from '@schemas/clipper-profile';
import { FigureCard } from '@web/components/figure-card';
import { LoadingState } from '@web/components/loading-state';
import { formatDate } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { clipperProfileQuery } from '../api/clipper-profile-query';

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
  const name = clipper.name.trim() || t('dashboards.unknownUser');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{name}</Title>
        <Text c="dimmed">{t('dashboards.clipperSince', { date: formatDate(clipper.memberSince) })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <FigureCard label={t('dashboards.approvedClips')} value={count(clipper.approvedClips)} />
        <FigureCard label={t('dashboards.rejectedClips')} value={count(clipper.rejectedClips)} />
        <FigureCard
          label={t('dashboards.approvalRate')}
          value={clipper.approvalRate === null ? '—' : `${clipper.approvalRate}%`}
          hint={clipper.approvalRate === null ? t('dashboards.noClipDecided') : undefined}
        />
        <FigureCard
          label={t('dashboards.measuredViews')}
          value={count(clipper.measuredViews)}
          hint={t('dashboards.measuredViewsHint')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboards.linkedChannels')}
        </Title>
        {clipper.channels.length === 0 ? (
          <Text c="dimmed">{t('dashboards.noChannelLinked')}</Text>
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
  return <LoadingState text={t('dashboards.loadingProfile')} />;
}

/** The route's page for an id that is not a clipper's (404). */
export function ClipperNotFound() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('dashboards.clipperNotFoundTitle')}</Title>
        <Text c="dimmed">{t('dashboards.noClipperHere')}</Text>
        <Button component={Link} to="/discover">
          {t('dashboards.browseCampaigns')}
        </Button>
      </Stack>
    </Center>
  );
}
