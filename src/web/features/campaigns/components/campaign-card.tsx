import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { budgetUsedPercent } from './budget-used';
import { CampaignDates } from '@web/components/campaign-dates';
import { CampaignRules } from '@web/components/campaign-rules';
import { CampaignStatusNote } from '@web/components/campaign-status-note';
import { CreatorTrackRecord } from '@web/components/creator-track-record';
import { PlatformBadges } from '@web/components/platform-badges';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { JoinButton } from './join-button';

/** One campaign on /discover (docs/product.md#screens-and-routes). */
export function CampaignCard({ campaign, joined }: { campaign: Campaign; joined: boolean }) {
  const used = budgetUsedPercent(campaign.totalBudget, campaign.remainingBudget);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={campaign.title}>
      <Card.Section mb="sm">
        <VideoThumbnail link={campaign.youtubeLink} width="100%" sizes="(min-width: 48em) 360px, 100vw" />
      </Card.Section>
      <Stack gap="sm" flex={1}>
        <div>
          <Title order={3} size="h4">
            {campaign.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('campaigns.byCreator', { name: campaign.creator.name.trim() || t('campaigns.unknownCreator') })}
          </Text>
          <CreatorTrackRecord creator={campaign.creator} c="dimmed" size="xs" />
        </div>
        <PlatformBadges campaign={campaign} />
        <Group justify="space-between">
          <Text size="sm">{t('campaigns.payoutPer1kViews')}</Text>
          <Text fw={600}>{formatRupees(campaign.payoutPer1000Views)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('campaigns.remainingBudget')}</Text>
          <Text fw={600}>{formatRupees(campaign.remainingBudget)}</Text>
        </Group>
        <CampaignRules campaign={campaign} c="dimmed" />
        <CampaignDates campaign={campaign} c="dimmed" />
        <div>
          <Group justify="space-between">
            <Text size="sm">{t('campaigns.budgetUsedLabel')}</Text>
            <Text size="sm">{used}%</Text>
          </Group>
          <Progress value={used} color="orange" aria-label={t('campaigns.budgetUsedPercent', { used })} />
        </div>
        <Group justify="space-between">
          <Text size="sm">
            {campaign.status === 'paused' ? t('campaigns.statusPaused') : t('campaigns.statusActive')}
          </Text>
          <Text size="sm">{t('campaigns.participantCount', { count: campaign.participantsCount })}</Text>
        </Group>
        <Group justify="space-between" mt="auto">
          <Anchor renderRoot={(props) => <Link {...props} to="/campaign/$id" params={{ id: campaign._id }} />}>
            {t('campaigns.viewDetails')}
          </Anchor>
          {campaign.status === 'active' ? (
            <JoinButton
              campaignId={campaign._id}
              joined={joined}
              label={t('campaigns.join')}
              successMessage={t('campaigns.joinedToast')}
            />
          ) : null}
        </Group>
        {/* A campaign its creator paused stays on Discover (docs/product.md#campaign-pause), saying why it takes no one. */}
        <CampaignStatusNote campaign={campaign} />
      </Stack>
    </Card>
  );
}
