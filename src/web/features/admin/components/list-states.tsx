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

/** A loaded list: its rows, or the empty text. */
export function RowsOrEmpty({ isEmpty, emptyText, children }: Pick<Props, 'isEmpty' | 'emptyText' | 'children'>) {
  if (isEmpty) {
    return (
      <Center py="xl">
        <Text c="dimmed">{emptyText}</Text>
      </Center>
    );
  }
  return <>{children}</>;
}

/**
 * The four states of a list that loads on its own, below a screen (the dashboard's Refunds & Disputes tab): loading,
 * failed (with Try Again), empty, and the rows. A screen's own list gets its first page from the route.
 */
export function ListStates({ isPending, failure, onRetry, loadingText, ...rows }: Props) {
  if (isPending) return <LoadingState text={loadingText} />;
  if (failure) return <ErrorState message={failure} onRetry={onRetry} />;
  return <RowsOrEmpty {...rows} />;
}
