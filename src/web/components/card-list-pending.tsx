import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Grey cards (a guess: most first pages hold more than three). */
const GREY_CARDS = ['1', '2', '3'];

/**
 * A list of cards while its first page loads: grey cards about as tall as the real ones, where they will
 * stand, instead of a spinner that the cards then push away; `label` is read to screen readers.
 */
export function CardListPending({ label, cardHeight }: { label: string; cardHeight: number }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {GREY_CARDS.map((key) => (
        <Skeleton key={key} height={cardHeight} radius="md" />
      ))}
    </Stack>
  );
}
