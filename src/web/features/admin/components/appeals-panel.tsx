import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpenAppeal } from '@schemas/appeal';
import type { ClipRejection } from '@schemas/clip';
import { appealWords, clipRejectionText } from '@web/components/clip-decision';
import { LoadMore } from '@web/components/load-more';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { TimeAgo } from '@web/components/time-ago';
import { formatDateTime } from '@web/lib/format';
import { firstPageFailure } from '@web/lib/list-failure';
import { adminAppealsQuery, type AppealDecision } from '../api/appeals-query';
import { RiskSignals, UnavailableBadge } from './clip-signals';
import { DecideAppealModal } from './decide-appeal-modal';
import { ListStates } from './list-states';
import { OverturnPay } from './overturn-pay';

export const APPEALS_FAILED = 'Failed to load appeals. Please try again.';

const REJECTED_BY: Record<ClipRejection['by'], string> = {
  creator: 'the creator',
  rule: 'the review-deadline rule',
  admin: 'an admin',
};

const clipper = (a: OpenAppeal) => a.clip.user.name.trim() || 'Unknown User';
const campaign = (a: OpenAppeal) => a.clip.campaign.title.trim() || 'Unknown Campaign';

type Decide = (appeal: OpenAppeal, decision: AppealDecision['decision']) => void;

function columns(decide: Decide): StackedColumn<OpenAppeal>[] {
  return [
    {
      header: 'Clip',
      cell: (a) => (
        <Stack gap={2}>
          <Anchor href={a.clip.link} target="_blank" rel="noopener noreferrer" size="sm">
            {a.clip.link}
          </Anchor>
          <Text size="xs" c="dimmed">
            {campaign(a)} · by {clipper(a)}
          </Text>
        </Stack>
      ),
      primary: true,
    },
    {
      header: 'Rejection',
      cell: ({ clip: { rejection } }) =>
        rejection ? (
          <>
            <Text size="xs">{clipRejectionText(rejection)}</Text>
            <Text size="xs" c="dimmed">
              Rejected by {REJECTED_BY[rejection.by]} on {formatDateTime(rejection.at)}
            </Text>
          </>
        ) : null,
    },
    {
      header: 'Appeal',
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
                The creator has not answered.
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              Appealed <TimeAgo iso={appeal.at} />
            </Text>
          </>
        ) : null,
    },
    {
      header: 'Measured views',
      cell: ({ clip }) => (
        <>
          {clip.measuredViews === null ? 'Not measured' : clip.measuredViews.toLocaleString('en-IN')}
          <UnavailableBadge clip={clip} />
        </>
      ),
      numeric: true,
    },
    {
      header: 'Risk signals',
      cell: ({ clip }) => <RiskSignals flags={clip.flags} />,
    },
    { header: 'Overturning', cell: (a) => <OverturnPay overturn={a.overturn} /> },
    {
      header: 'Actions',
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" color="red" variant="light" onClick={() => decide(a, 'uphold')}>
            Uphold
          </Button>
          <Button size="xs" color="green" onClick={() => decide(a, 'overturn')}>
            Overturn
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
  const list = useInfiniteQuery({ ...adminAppealsQuery(), meta: { errorMessage: APPEALS_FAILED } });
  const failure = firstPageFailure(list, APPEALS_FAILED);
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
        loadingText="Loading appeals..."
        emptyText="No appeals wait for a decision."
      >
        <StackedTable
          columns={columns((appeal, decision) => setDeciding({ appeal, decision }))}
          rows={appeals}
          rowKey={(a) => a.clip._id}
          rowLabel={(a) => `Appeal on ${campaign(a)} by ${clipper(a)}`}
          label="Appeals"
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
