import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebMessageKey } from '@messages/keys';
import type { OpenAppeal } from '@schemas/appeal';
import type { ClipRejection } from '@schemas/clip';
import { appealWords, clipRejectionText } from '@web/components/clip-decision';
import { LoadMore } from '@web/components/load-more';
import { RichMessage } from '@web/components/rich-message';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { TimeAgo } from '@web/components/time-ago';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { firstPageFailure } from '@web/lib/list-failure';
import { adminAppealsQuery, type AppealDecision } from '../api/appeals-query';
import { RiskSignals, UnavailableBadge } from './clip-signals';
import { DecideAppealModal } from './decide-appeal-modal';
import { userName } from './labels';
import { ListStates } from './list-states';
import { OverturnPay } from './overturn-pay';

/** Who rejected, and when: one sentence each, as Hindi puts the date first. */
const REJECTED_BY: Record<ClipRejection['by'], WebMessageKey> = {
  creator: 'admin.rejectedByCreator',
  rule: 'admin.rejectedByRule',
  admin: 'admin.rejectedByAdmin',
};

const clipper = (a: OpenAppeal) => userName(a.clip.user.name);
const campaign = (a: OpenAppeal) => a.clip.campaign.title.trim() || t('admin.unknownCampaign');

type Decide = (appeal: OpenAppeal, decision: AppealDecision['decision']) => void;

function columns(decide: Decide): StackedColumn<OpenAppeal>[] {
  return [
    {
      header: t('admin.colClip'),
      cell: (a) => (
        <Stack gap={2}>
          <Anchor href={a.clip.link} target="_blank" rel="noopener noreferrer" size="sm">
            {a.clip.link}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('admin.clipByLine', { campaign: campaign(a), name: clipper(a) })}
          </Text>
        </Stack>
      ),
      primary: true,
    },
    {
      header: t('admin.colRejection'),
      cell: ({ clip: { rejection } }) =>
        rejection ? (
          <>
            <Text size="xs">{clipRejectionText(rejection)}</Text>
            <Text size="xs" c="dimmed">
              {t(REJECTED_BY[rejection.by], { when: formatDateTime(rejection.at) })}
            </Text>
          </>
        ) : null,
    },
    {
      header: t('admin.colAppeal'),
      cell: ({ clip: { appeal } }) =>
        appeal ? (
          <>
            {appealWords(appeal).map((line) => (
              <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
            {appeal.answer === null ? (
              <Text size="xs" c="dimmed">
                {t('admin.creatorNotAnswered')}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {/* The tag's words are the exact time; TimeAgo says how long ago, ticking, the exact time in its tooltip. */}
              <RichMessage
                id="admin.appealedAgo"
                values={{ when: formatDateTime(appeal.at) }}
                tags={{ 0: () => <TimeAgo iso={appeal.at} /> }}
              />
            </Text>
          </>
        ) : null,
    },
    {
      header: t('admin.colMeasuredViews'),
      cell: ({ clip }) => (
        <>
          {clip.measuredViews === null ? t('admin.notMeasuredLabel') : clip.measuredViews.toLocaleString('en-IN')}
          <UnavailableBadge clip={clip} />
        </>
      ),
      numeric: true,
    },
    {
      header: t('admin.colRiskSignals'),
      cell: ({ clip }) => <RiskSignals flags={clip.flags} />,
    },
    { header: t('admin.colOverturning'), cell: (a) => <OverturnPay overturn={a.overturn} /> },
    {
      header: t('admin.colActions'),
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" color="red" variant="light" onClick={() => decide(a, 'uphold')}>
            {t('admin.uphold')}
          </Button>
          <Button size="xs" color="green" onClick={() => decide(a, 'overturn')}>
            {t('admin.overturn')}
          </Button>
        </Group>
      ),
      actions: true,
    },
  ];
}

/**
 * The admin dashboard's Appeals tab (docs/product.md#appeals): open appeals of rejections, oldest first, with the
 * rejection, what each side said, the measured views and risk signals, and what overturning pays, to uphold or
 * overturn.
 */
export function AppealsPanel() {
  const failed = t('admin.appealsFailed');
  const list = useInfiniteQuery({ ...adminAppealsQuery(), meta: { errorMessage: failed } });
  const failure = firstPageFailure(list, failed);
  const appeals = list.data?.pages.flatMap((page) => page.appeals) ?? [];
  const [deciding, setDeciding] = useState<{ appeal: OpenAppeal; decision: AppealDecision['decision'] } | null>(null);
  // The row as now listed, so a refusal's refresh shows under the open dialog; once decided it leaves the list, and
  // the dialog keeps the row as it was until it closes (unmounted, it would not hear the answer).
  const shown = deciding && (appeals.find((a) => a.clip._id === deciding.appeal.clip._id) ?? deciding.appeal);
  return (
    <>
      <ListStates
        isPending={list.isPending}
        failure={failure}
        onRetry={() => void list.refetch()}
        isEmpty={appeals.length === 0}
        loadingText={t('admin.loadingAppeals')}
        emptyText={t('admin.appealsEmpty')}
      >
        <StackedTable
          columns={columns((appeal, decision) => setDeciding({ appeal, decision }))}
          rows={appeals}
          rowKey={(a) => a.clip._id}
          rowLabel={(a) => t('admin.appealOnBy', { campaign: campaign(a), name: clipper(a) })}
          label={t('admin.tabAppeals')}
          stackBelow="lg"
        />
        <LoadMore
          shown={appeals.length}
          noun="appeal"
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </ListStates>
      {shown && deciding ? (
        <DecideAppealModal
          key={`${shown.clip._id}:${deciding.decision}`}
          appeal={shown}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
