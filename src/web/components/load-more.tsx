import { Button, Center, Text } from '@mantine/core';

/** noun: what the list holds, in the singular ('clip'); 'clips' for any other count than one. */
type Props = { shown: number; hasMore: boolean; loading: boolean; onLoadMore: () => void; noun: string };

/** Under a paged list: how many rows are shown, and 'Load more' while the server has more. */
export function LoadMore({ shown, hasMore, loading, onLoadMore, noun }: Props) {
  return (
    <Center mt="md" style={{ flexDirection: 'column', gap: 8 }}>
      <Text size="sm" c="dimmed">
        Showing {shown} {shown === 1 ? noun : `${noun}s`}
        {hasMore ? '' : ' (all)'}
      </Text>
      {hasMore ? (
        <Button variant="default" loading={loading} onClick={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </Center>
  );
}
