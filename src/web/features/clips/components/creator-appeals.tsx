import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Clip } from '@schemas/clip';
import { ClipDecision } from '@web/components/clip-decision';
import { ErrorState } from '@web/components/error-state';
import { RichMessage } from '@web/components/rich-message';
import { LoadMore } from '@web/components/load-more';
import { TimeAgo } from '@web/components/time-ago';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { creatorAppealsQuery } from '../api/appeal-queries';
import { AnswerAppealModal } from './answer-appeal-modal';
import { shortenLink } from './shorten-link';

function AppealItem({ clip, onAnswer }: { clip: Clip; onAnswer: () => void }) {
  const name = clip.user.name.trim() || t('clips.unknownUser');
  const campaign = clip.campaign.title.trim() || t('clips.unknownCampaign');
  const appealedAt = clip.appeal?.at;
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={t('clips.appealByOn', { name, campaign })}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Anchor
            href={clip.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {shortenLink(clip.link)}
          </Anchor>
          <Text size="sm" fw={600}>
            {t('clips.nameOnCampaign', { name, campaign })}
          </Text>
          {/* The rejection, the clipper's message and the answer once given. */}
          <ClipDecision clip={clip} />
          {appealedAt ? (
            <Text size="xs" c="dimmed">
              <RichMessage id="clips.appealedAgo" tags={{ 0: () => <TimeAgo iso={appealedAt} /> }} />
            </Text>
          ) : null}
        </Stack>
        {clip.appeal?.answer === null ? (
          <Button size="xs" aria-label={t('clips.answerAppealBy', { name, campaign })} onClick={onAnswer}>
            {t('clips.answer')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/**
 * Pending Reviews' Appeals: the creator's rejections their clippers appealed, oldest first, each answered once
 * (Answer) before an admin decides it (docs/product.md#appeals).
 */
export function CreatorAppeals() {
  const list = useInfiniteQuery(creatorAppealsQuery());
  const clips = list.data?.pages.flatMap((page) => page.clips) ?? [];
  const [answering, setAnswering] = useState<Clip | null>(null);
  return (
    <Stack gap="xs" mt="xl" component="section" aria-labelledby="creator-appeals">
      <Title order={3} size="h5" id="creator-appeals">
        {t('clips.appealsTitle')}
      </Title>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('clips.loadingAppeals')} />
      ) : list.isError && !list.data ? (
        <ErrorState message={errorMessage(list.error, t('clips.appealsFailed'))} onRetry={() => void list.refetch()} />
      ) : clips.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('clips.noOpenAppeals')}
        </Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {clips.map((clip) => (
              <AppealItem key={clip._id} clip={clip} onAnswer={() => setAnswering(clip)} />
            ))}
          </Stack>
          {list.hasNextPage || (list.data?.pages.length ?? 0) > 1 ? (
            <LoadMore
              shown={clips.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              noun="appeal"
            />
          ) : null}
        </>
      )}
      {answering ? <AnswerAppealModal key={answering._id} clip={answering} onClose={() => setAnswering(null)} /> : null}
    </Stack>
  );
}
