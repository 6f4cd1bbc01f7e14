import { Button, Center, Text } from '@mantine/core';
import type { WebMessageKey } from '@messages/keys';
import { t } from '../lib/i18n';

// What each list holds, by the code its caller names it with: one whole sentence per noun, so each language says
// its own plural (and Hindi its noun's gender).
const SHOWING = {
  action: 'common.showingActions',
  appeal: 'common.showingAppeals',
  campaign: 'common.showingCampaigns',
  clip: 'common.showingClips',
  event: 'common.showingEvents',
  participant: 'common.showingParticipants',
  transaction: 'common.showingTransactions',
  user: 'common.showingUsers',
} as const satisfies Record<string, WebMessageKey>;

/** noun: what the list holds, named in the singular ('clip'); the count it shows is said in the reader's language. */
type Props = {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  noun: keyof typeof SHOWING;
};

/** Under a paged list: how many rows are shown, and 'Load more' while the server has more. */
export function LoadMore({ shown, hasMore, loading, onLoadMore, noun }: Props) {
  return (
    <Center mt="md" style={{ flexDirection: 'column', gap: 8 }}>
      <Text size="sm" c="dimmed">
        {/* The count as a plain number ({count}, not #), as the list always wrote it. */}
        {t(SHOWING[noun], { count: shown, all: hasMore ? 'no' : 'yes' })}
      </Text>
      {hasMore ? (
        <Button variant="default" loading={loading} onClick={onLoadMore}>
          {t('common.loadMore')}
        </Button>
      ) : null}
    </Center>
  );
}
