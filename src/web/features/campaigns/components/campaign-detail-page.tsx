import { Anchor, Avatar, Button, Card, Center, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CampaignDetail } from '@schemas/campaign';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { CreatorTrackRecord } from '@web/components/creator-track-record';
import { isApiError } from '@web/lib/api-error';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { campaignDetailQuery } from '@web/lib/campaign-detail-query';
import { joinedMarksQuery } from '../api/joined-marks-query';
import { BudgetProgress } from './budget-progress';
import { CampaignDates } from '@web/components/campaign-dates';
import { CampaignRules } from '@web/components/campaign-rules';
import { PlatformBadges } from '@web/components/platform-badges';
import { CampaignStatusNote } from '@web/components/campaign-status-note';
import { JoinButton } from './join-button';
import { ParticipantsList } from './participants-list';

/**
 * The screen's campaign: a failed load is toasted (the server's message, e.g. 'Campaign not found.', else ours). The
 * message is read when the load fails: the loader builds this query before the screens' words may have arrived.
 */
export const campaignDetailScreenQuery = (id: string) => ({
  ...campaignDetailQuery(id),
  meta: {
    get errorMessage() {
      return t('campaigns.detailFailedToast');
    },
  },
});

/** The campaign page's frame: the way back to Discover above whatever the page holds. */
export function CampaignPageFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/discover" mb="md" display="inline-block">
        {t('campaigns.backToCampaigns')}
      </Anchor>
      {children}
    </Container>
  );
}

/** /campaign/$id: the campaign, its budget, requirements and participants, and joining it. */
export function CampaignDetailPage({ id }: { id: string }) {
  // The route waited for it (routes/campaign-detail.tsx; a 404 there shows CampaignNotFound instead).
  const detail = useSuspenseQuery(campaignDetailScreenQuery(id));
  return (
    <CampaignPageFrame>
      {/* A 404 on a later reload outranks the cached copy: the campaign is gone (deleted), so it must not stay on screen. */}
      {isApiError(detail.error, 404) ? <NotFoundMessage /> : <CampaignDetailView campaign={detail.data} />}
    </CampaignPageFrame>
  );
}

/** The route's page for a campaign the API does not know (404). */
export function CampaignNotFound() {
  return (
    <CampaignPageFrame>
      <NotFoundMessage />
    </CampaignPageFrame>
  );
}

function NotFoundMessage() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('campaigns.notFoundTitle')}</Title>
        <Text c="dimmed">{t('campaigns.notFoundText')}</Text>
        <Button component={Link} to="/discover">
          {t('campaigns.browseCampaigns')}
        </Button>
      </Stack>
    </Center>
  );
}

function CampaignDetailView({ campaign }: { campaign: CampaignDetail }) {
  const { user } = useSession();
  // The detail carries only the first page of participants; a clipper past it asks about this one campaign.
  const inFirstPage = user !== null && campaign.participants.some((p) => p._id === user._id);
  const marks = useQuery({ ...joinedMarksQuery([campaign._id]), enabled: user?.role === 'user' && !inFirstPage });
  const isParticipant = inFirstPage || (marks.data?.includes(campaign._id) ?? false);
  const creatorName = campaign.creator.name.trim() || t('campaigns.unknownCreator');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="xs" maw={720}>
          <Title order={1}>{campaign.title}</Title>
          <Group gap="xs">
            <Avatar color="orange" radius="xl" size="sm" aria-hidden>
              {creatorName.charAt(0).toUpperCase()}
            </Avatar>
            <Text c="dimmed">{t('campaigns.byCreator', { name: creatorName })}</Text>
          </Group>
          <CreatorTrackRecord creator={campaign.creator} c="dimmed" />
          <VideoThumbnail link={campaign.youtubeLink} width={320} />
          <Text style={{ whiteSpace: 'pre-wrap' }}>{campaign.description}</Text>
          <Anchor href={campaign.youtubeLink} target="_blank" rel="noopener noreferrer" size="sm">
            {t('campaigns.sourceVideo')}
          </Anchor>
        </Stack>
        <Stack gap="xs" maw={320}>
          {campaign.status === 'active' || isParticipant ? (
            <JoinButton
              campaignId={campaign._id}
              joined={isParticipant}
              label={t('campaigns.joinCampaign')}
              successMessage={t('campaigns.joinedDetailToast')}
              size="md"
            />
          ) : null}
          <PlatformBadges campaign={campaign} />
          <CampaignDates campaign={campaign} />
          <CampaignStatusNote campaign={campaign} owner={user?._id === campaign.creator._id} />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <FigureCard label={t('campaigns.payoutPer1kViews')} value={formatRupees(campaign.payoutPer1000Views)} />
        <FigureCard label={t('campaigns.totalBudget')} value={formatRupees(campaign.totalBudget)} />
        <FigureCard label={t('campaigns.remainingBudgetTitle')} value={formatRupees(campaign.remainingBudget)} />
        <FigureCard label={t('campaigns.amountSpent')} value={formatRupees(campaign.amountSpent)} />
      </SimpleGrid>
      <BudgetProgress campaign={campaign} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3" mb="sm">
          {t('campaigns.requirements')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{campaign.requirements.trim() || t('campaigns.noRequirements')}</Text>
        <Title order={3} size="h4" mt="md" mb={4}>
          {t('campaigns.rules')}
        </Title>
        <CampaignRules campaign={campaign} />
        <Text size="sm" c="dimmed" mt={4}>
          {t('campaigns.rulesLapse')}
        </Text>
      </Card>
      <ParticipantsList campaign={campaign} />
    </Stack>
  );
}
