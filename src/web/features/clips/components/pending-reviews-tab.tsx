import { Anchor, Badge, Button, Checkbox, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Clip } from '@schemas/clip';
import { ClipDecision } from '@web/components/clip-decision';
import { LoadMore } from '@web/components/load-more';
import { measuredViewsShort, RiskBadge } from '@web/components/measured-views';
import { RejectClipModal, type RejectionChoice } from '@web/components/reject-clip-modal';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { TimeAgo } from '@web/components/time-ago';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import type { PendingReviewsProps } from '@web/lib/dashboard-slots';
import { useMorePages } from '@web/lib/use-more-pages';
import { rejectClipMutation } from '../api/clip-review-mutations';
import { creatorPendingClipsQuery } from '../api/pending-clips-query';
import { ApproveClipModal } from './approve-clip-modal';
import { BlockClipperModal } from './block-clipper-modal';
import { BlockedClippers } from './blocked-clippers';
import { BulkReviewModal } from './bulk-review-modal';
import { CreatorAppeals } from './creator-appeals';
import { shortenLink } from './shorten-link';

/**
 * Pending Reviews: each clip waiting on the creator, oldest first, to approve with confirmed views or reject; then
 * the open appeals of their rejections, to answer, and the clippers they blocked.
 */
export function PendingReviewsTab({ clips: first, nextCursor, campaigns }: PendingReviewsProps) {
  const list = useMorePages({ first, nextCursor, query: creatorPendingClipsQuery, items: (page) => page.clips });
  const clips = list.items;
  const queryClient = useQueryClient();
  const reject = useMutation(rejectClipMutation(queryClient));
  const [approving, setApproving] = useState<Clip | null>(null);
  const [rejecting, setRejecting] = useState<Clip | null>(null);
  const [blocking, setBlocking] = useState<Clip['user'] | null>(null);
  // Bulk review: the clips ticked (by id), then what is done with them.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The clips are kept as chosen: those decided leave the list while the review runs.
  const [bulk, setBulk] = useState<{
    action: 'approve' | 'reject';
    clips: Clip[];
    rejection?: RejectionChoice;
  } | null>(null);
  const [askingBulkReason, setAskingBulkReason] = useState(false);
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Where focus goes when the approve dialog closes (it unmounts, so Mantine cannot return it): the clip's own
  // Approve button after Cancel, the list itself after an approval (the clip leaves the list).
  const listBox = useRef<HTMLDivElement>(null);
  const approveButtons = useRef(new Map<string, HTMLButtonElement>());
  const rejectButtons = useRef(new Map<string, HTMLButtonElement>());
  const closeApproval = (approved: boolean) => {
    const id = approving?._id ?? '';
    setApproving(null);
    requestAnimationFrame(() => ((!approved && approveButtons.current.get(id)) || listBox.current)?.focus());
  };
  // The same for the reject dialog: its Reject button after Cancel or a refusal, the list after a rejection.
  const closeRejection = (id: string) => {
    setRejecting(null);
    requestAnimationFrame(() => (rejectButtons.current.get(id) ?? listBox.current)?.focus());
  };

  function rejectClip(clip: Clip, rejection: RejectionChoice) {
    reject.mutate(
      { id: clip._id, rejection },
      {
        onSuccess: () => notify(t('clips.clipRejected'), 'success'),
        onError: (error) => notify(errorMessage(error, t('clips.rejectFailed')), 'error'),
        onSettled: () => closeRejection(clip._id),
      },
    );
  }

  const clipperName = (clip: Clip) => clip.user.name.trim() || t('clips.unknownUser');
  const campaignTitle = (clip: Clip) => clip.campaign.title.trim() || t('clips.unknownCampaign');
  const columns: StackedColumn<Clip>[] = [
    {
      header: t('clips.columnSelect'),
      cell: (clip) => (
        <Checkbox
          aria-label={t('clips.selectClipBy', { name: clipperName(clip), campaign: campaignTitle(clip) })}
          checked={selected.has(clip._id)}
          onChange={(event) => toggle(clip._id, event.currentTarget.checked)}
        />
      ),
    },
    {
      header: t('clips.columnClip'),
      cell: (clip) => (
        <Group gap="sm" wrap="nowrap">
          <VideoThumbnail link={clip.link} width={96} />
          <Anchor href={clip.link} target="_blank" rel="noopener noreferrer" size="sm">
            {shortenLink(clip.link)}
          </Anchor>
        </Group>
      ),
      primary: true,
    },
    {
      header: t('clips.columnClipper'),
      // Their public track record (docs/product.md#track-records), before approving or blocking them.
      cell: (clip) => (
        <Anchor renderRoot={(props) => <Link {...props} to="/clipper/$id" params={{ id: clip.user._id }} />} size="sm">
          {clipperName(clip)}
        </Anchor>
      ),
    },
    { header: t('clips.campaign'), cell: campaignTitle },
    {
      header: t('clips.columnStatus'),
      cell: (clip) => (
        <>
          <Badge color="yellow">{t('clips.pendingReview')}</Badge>
          <Text size="xs" c="dimmed">
            {t('clips.viewsClaimed', { views: clip.claimedViews })}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed" data-testid="measured-views">
              {measuredViewsShort(clip)}
            </Text>
            <RiskBadge clip={clip} />
          </Group>
          <ClipDecision clip={clip} />
        </>
      ),
    },
    { header: t('clips.columnSubmitted'), cell: (clip) => <TimeAgo iso={clip.createdAt} />, nowrap: true },
    {
      header: t('clips.columnActions'),
      cell: (clip) => {
        const busy = reject.isPending && reject.variables.id === clip._id;
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              ref={(node) =>
                void (node ? approveButtons.current.set(clip._id, node) : approveButtons.current.delete(clip._id))
              }
              size="xs"
              color="green"
              onClick={() => setApproving(clip)}
              disabled={busy}
            >
              {t('clips.approve')}
            </Button>
            <Button
              ref={(node) =>
                void (node ? rejectButtons.current.set(clip._id, node) : rejectButtons.current.delete(clip._id))
              }
              size="xs"
              color="red"
              variant="light"
              loading={busy}
              onClick={() => setRejecting(clip)}
            >
              {t('clips.reject')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              aria-label={t('clips.blockName', { name: clipperName(clip) })}
              onClick={() => setBlocking(clip.user)}
            >
              {t('clips.block')}
            </Button>
          </Group>
        );
      },
      actions: true,
    },
  ];

  // Only clips still listed count: a clip decided elsewhere leaves the list and the selection.
  const chosen = clips.filter((clip) => selected.has(clip._id));
  const allShown = chosen.length === clips.length;
  const closeBulk = () => {
    setBulk(null);
    setSelected(new Set());
    requestAnimationFrame(() => listBox.current?.focus());
  };
  return (
    <div ref={listBox} tabIndex={-1}>
      {clips.length === 0 ? (
        <Text c="dimmed">{t('clips.noClipsWaiting')}</Text>
      ) : (
        <>
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Checkbox
              label={t('clips.selectAllShown', { count: clips.length })}
              checked={allShown}
              indeterminate={chosen.length > 0 && !allShown}
              onChange={() => setSelected(allShown ? new Set() : new Set(clips.map((clip) => clip._id)))}
            />
            {chosen.length > 0 ? (
              <Group gap="xs">
                <Text size="sm">{t('clips.selectedCount', { count: chosen.length })}</Text>
                <Button size="xs" color="green" onClick={() => setBulk({ action: 'approve', clips: chosen })}>
                  {t('clips.approveSelected')}
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => setAskingBulkReason(true)}>
                  {t('clips.rejectSelected')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <StackedTable columns={columns} rows={clips} rowKey={(clip) => clip._id} />
          {nextCursor !== null ? (
            <LoadMore
              shown={clips.length}
              hasMore={list.hasMore}
              loading={list.loading}
              onLoadMore={list.loadMore}
              noun="clip"
            />
          ) : null}
          {list.error ? (
            <Text c="red.8" size="sm" ta="center" role="alert">
              {errorMessage(list.error, t('clips.moreClipsFailed'))}
            </Text>
          ) : null}
        </>
      )}
      {/* The dialogs stay mounted when the clip they decide leaves the list, the last one too: unmounted, they would
          not hear their answer (its refreshes come in before it resolves). */}
      {approving ? (
        <ApproveClipModal
          key={approving._id}
          clip={approving}
          // A clip names only its campaign; its remaining budget comes from the dashboard's list when there.
          campaign={campaigns.find((c) => c._id === approving.campaign._id)}
          onClose={() => closeApproval(false)}
          onApproved={() => closeApproval(true)}
        />
      ) : null}
      {blocking ? <BlockClipperModal clipper={blocking} onClose={() => setBlocking(null)} /> : null}
      <CreatorAppeals />
      <BlockedClippers />
      {askingBulkReason ? (
        <RejectClipModal
          clips={chosen}
          busy={false}
          onClose={() => setAskingBulkReason(false)}
          onReject={(rejection) => {
            setAskingBulkReason(false);
            setBulk({ action: 'reject', clips: chosen, rejection });
          }}
        />
      ) : null}
      {bulk ? (
        <BulkReviewModal clips={bulk.clips} action={bulk.action} rejection={bulk.rejection} onClose={closeBulk} />
      ) : null}
      {rejecting ? (
        <RejectClipModal
          key={rejecting._id}
          clips={[rejecting]}
          busy={reject.isPending}
          onClose={() => closeRejection(rejecting._id)}
          onReject={(rejection) => rejectClip(rejecting, rejection)}
        />
      ) : null}
    </div>
  );
}
