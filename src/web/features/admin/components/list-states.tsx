import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';

type Props = {
  isPending: boolean;
  /** The message to show when the first page failed (null when it did not). */
  failure: string | null;
  onRetry: () => void;
  isEmpty: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
};

/** The four states of an admin list: loading, failed (with Try Again), empty, and the rows. */
export function ListStates({ isPending, failure, onRetry, isEmpty, loadingText, emptyText, children }: Props) {
  if (isPending) return <LoadingState text={loadingText} />;
  if (failure) return <ErrorState message={failure} onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <Center py="xl">
        <Text c="dimmed">{emptyText}</Text>
      </Center>
    );
  }
  return <>{children}</>;
}
