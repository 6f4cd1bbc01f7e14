import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Clip } from '@schemas/clip';
import { ClipDecision } from './clip-decision';
import { measuredViewsShort } from './measured-views';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { ClipStatusBadge } from './clip-status-badge';
import { HeldPayoutLine } from './held-payout-line';
import { RichMessage } from './rich-message';
import { TimeAgo } from './time-ago';
import { VideoThumbnail } from './video-thumbnail';

/** Views as its state knows them: an approved clip was paid on the confirmed count, beside what was claimed. */
function ClipViews({ clip }: { clip: Clip }) {
  if (clip.status === 'approved') {
    return (
      <>
        <Text size="sm">{t('common.confirmedViews', { views: clip.views })}</Text>
        <Text size="xs" c="dimmed">
          {t('common.claimedViews', { views: clip.claimedViews })}
        </Text>
      </>
    );
  }
  return (
    <Text size="sm">
      {t(clip.status === 'pending' ? 'common.claimedViews' : 'common.viewsLine', { views: clip.views })}
    </Text>
  );
}

type Props = {
  clip: Clip;
  /** The overview's form: no thumbnail, link or notes. */
  compact?: boolean;
  /** What the reader may do with the clip (My Clips' Appeal), under its decision. */
  action?: ReactNode;
};

/**
 * One clip: its thumbnail, campaign, link, when it was submitted, notes, status, earnings, views and decision, and
 * what may be done with it.
 */
export function ClipSummary({ clip, compact = false, action }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {compact ? null : <VideoThumbnail link={clip.link} width={120} />}
        {/* At least 180 px for the title and link: on a phone the figures then wrap below, never the words. */}
        <Stack gap={4} style={{ flex: '1 1 180px', minWidth: 180 }}>
          <Text fw={600}>{clip.campaign.title.trim() || t('common.unknownCampaign')}</Text>
          {compact ? null : (
            <>
              <Anchor
                href={clip.link}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {clip.link}
              </Anchor>
              <Text size="xs" c="dimmed">
                <RichMessage id="common.submitted" tags={{ 0: () => <TimeAgo iso={clip.createdAt} /> }} />
              </Text>
              {clip.notes ? <Text size="sm">{clip.notes}</Text> : null}
            </>
          )}
        </Stack>
        <Stack gap={4} align="flex-end" ml="auto">
          <ClipStatusBadge status={clip.status} />
          {clip.status === 'pending' ? (
            <Text size="sm">{t('common.wouldEarn', { amount: formatRupees(clip.pendingEstimate) })}</Text>
          ) : (
            <Text size="sm">{t('common.earnings', { amount: formatRupees(clip.earnings) })}</Text>
          )}
          <HeldPayoutLine clip={clip} />
          <ClipViews clip={clip} />
          <Text size="xs" c="dimmed" data-testid="measured-views">
            {measuredViewsShort(clip)}
          </Text>
          <ClipDecision clip={clip} />
          {action}
        </Stack>
      </Group>
    </Card>
  );
}
