import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Clip } from '@schemas/clip';
import { ErrorState } from '@web/components/error-state';
import { LoadMore } from '@web/components/load-more';
import { CardListPending } from '@web/components/card-list-pending';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import type { MyClipsProps } from '@web/lib/dashboard-slots';
import { myClipsQuery } from '../api/my-clips-query';
import { ClipSummary } from '@web/components/clip-summary';
import { AppealClipModal, canAppeal } from './appeal-clip-modal';

/**
 * Every clip the clipper submitted, newest first, page after page; `total` is the dashboard's count. A rejected
 * clip may be appealed while its window is open (docs/product.md#appeals).
 */
export function MyClipsTab({ total, onSubmitClip }: MyClipsProps) {
  const list = useInfiniteQuery(myClipsQuery());
  const clips = list.data?.pages.flatMap((page) => page.clips) ?? [];
  const [appealing, setAppealing] = useState<Clip | null>(null);
  const now = Date.now();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('clips.myClipsCount', { total })}
      </Title>
      {list.isPending ? (
        <CardListPending label={t('clips.loadingClips')} cardHeight={110} />
      ) : list.isError && !list.data ? (
        <ErrorState message={errorMessage(list.error, t('clips.myClipsFailed'))} onRetry={() => void list.refetch()} />
      ) : clips.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text c="dimmed">{t('clips.noClipsYet')}</Text>
          <Button onClick={onSubmitClip}>{t('clips.submitFirstClip')}</Button>
        </Stack>
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {clips.map((clip) => (
              <ClipSummary
                key={clip._id}
                clip={clip}
                action={
                  canAppeal(clip, now) ? (
                    <Button size="xs" variant="light" onClick={() => setAppealing(clip)}>
                      {t('clips.appeal')}
                    </Button>
                  ) : null
                }
              />
            ))}
          </Stack>
          <LoadMore
            shown={clips.length}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            noun="clip"
          />
        </>
      )}
      {appealing ? <AppealClipModal key={appealing._id} clip={appealing} onClose={() => setAppealing(null)} /> : null}
    </Stack>
  );
}
