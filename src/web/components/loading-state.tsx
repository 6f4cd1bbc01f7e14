import { Loader, Stack, Text } from '@mantine/core';

/** A page or section that is waiting for data, with the screen's own text (e.g. 'Loading campaigns...'). */
export function LoadingState({ text }: { text: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader color="orange" />
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}
