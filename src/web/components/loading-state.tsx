import { Center, Loader, Stack, Text } from '@mantine/core';

/** A page or section that is waiting for data, with the spec's text (e.g. 'Loading campaigns...'). */
export function LoadingState({ text }: { text: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="orange" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
