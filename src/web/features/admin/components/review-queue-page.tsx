import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Clip } from '@schemas/clip';
import { LoadMore } from '@web/components/load-more';
import { decisionReasonText } from '@web/components/clip-decision';
import { RejectClipModal } from '@web/components/reject-clip-modal';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { adminRejectClipMutation, adminReviewQueueQuery } from '../api/review-queue';
import { AdminOnly } from './admin-only';
import { RiskSignals, UnavailableBadge } from './clip-signals';
import { userName } from './labels';
import { ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';
import { ReviewQueueApproveModal } from './review-queue-approve-modal';

const views = (n: number | null) => (n === null ? t('admin.notMeasured') : n.toLocaleString('en-IN'));

function QueuedClipActions({ clip, onApprove }: { clip: Clip; onApprove: () => void }) {
  const queryClient = useQueryClient();
  const reject = useMutation(adminRejectClipMutation(queryClient));
  const [asking, setAsking] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" color="green" onClick={onApprove} disabled={reject.isPending}>
        {t('admin.approve')}
      </Button>
      <Button size="xs" color="red" variant="light" loading={reject.isPending} onClick={() => setAsking(true)}>
        {t('admin.reject')}
      </Button>
      {asking ? (
        <RejectClipModal
          clips={[clip]}
          busy={reject.isPending}
          onClose={() => setAsking(false)}
          onReject={(rejection) =>
            reject.mutate(
              { clipId: clip._id, rejection },
              {
                onSuccess: (res) => notify(res.message, 'success'),
                onError: (failure) => notify(errorMessage(failure, t('admin.rejectFailed')), 'error'),
                onSettled: () => setAsking(false),
              },
            )
          }
        />
      ) : null}
    </Group>
  );
}

function columns(onApprove: (clip: Clip) => void): StackedColumn<Clip>[] {
  return [
    {
      header: t('admin.colClip'),
      cell: (clip) => (
        <Stack gap={2}>
          <Anchor href={clip.link} target="_blank" rel="noopener noreferrer" size="sm">
            {clip.link}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('admin.clipByLine', {
              campaign: clip.campaign.title.trim() || t('admin.unknownCampaign'),
              name: userName(clip.user.name),
            })}
          </Text>
        </Stack>
      ),
      primary: true,
    },
    { header: t('admin.colClaimedViews'), cell: (clip) => views(clip.claimedViews), numeric: true },
    {
      header: t('admin.colMeasuredViews'),
      cell: (clip) => (
        <>
          {views(clip.measuredViews)}
          <UnavailableBadge clip={clip} />
        </>
      ),
      numeric: true,
    },
    {
      header: t('admin.colRiskSignals'),
      cell: (clip) => <RiskSignals flags={clip.flags} />,
    },
    {
      header: t('admin.colWhyWaits'),
      cell: (clip) => (
        <>
          <Text size="xs">{decisionReasonText(clip)}</Text>
          {clip.escalatedAt ? (
            <Text size="xs" c="dimmed">
              {t('admin.waitingSince', { when: formatDateTime(clip.escalatedAt) })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: t('admin.colActions'),
      cell: (clip) => <QueuedClipActions clip={clip} onApprove={() => onApprove(clip)} />,
      actions: true,
    },
  ];
}

function ReviewQueueList() {
  // The route waited for the first page (routes/admin-review-queue.tsx).
  const list = useSuspenseInfiniteQuery(adminReviewQueueQuery());
  const clips = list.data.pages.flatMap((page) => page.clips);
  const [approving, setApproving] = useState<Clip | null>(null);
  return (
    <RowsOrEmpty isEmpty={clips.length === 0} emptyText={t('admin.reviewQueueEmpty')}>
      <StackedTable
        columns={columns(setApproving)}
        rows={clips}
        rowKey={(clip) => clip._id}
        rowLabel={(clip) => t('admin.clipOn', { campaign: clip.campaign.title })}
        stackBelow="lg"
      />
      <LoadMore
        shown={clips.length}
        noun="clip"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      {approving ? (
        <ReviewQueueApproveModal key={approving._id} clip={approving} onClose={() => setApproving(null)} />
      ) : null}
    </RowsOrEmpty>
  );
}

function ReviewQueueFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          {t('admin.reviewQueueTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('admin.reviewQueueIntro')}
        </Text>
        {children}
      </AdminOnly>
    </Container>
  );
}

/** /admin/review-queue: overdue clips the review-deadline rule could not decide (docs/trust.md#review-deadline). */
export function AdminReviewQueuePage() {
  return (
    <ReviewQueueFrame>
      <ReviewQueueList />
    </ReviewQueueFrame>
  );
}

/** The route's placeholder: the same screen with the rows in grey. */
export function AdminReviewQueuePending() {
  return (
    <ReviewQueueFrame>
      <ListPending columns={columns(() => undefined)} stackBelow="lg" loadingText={t('admin.loadingReviewQueue')} />
    </ReviewQueueFrame>
  );
}
