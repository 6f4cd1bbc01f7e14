import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { t } from '../lib/i18n';

type Props = {
  /** A heading when the screen has one (e.g. 'Error Loading Campaigns'). */
  title?: string;
  message: string;
  onRetry: () => void;
};

/** A failed load, with the message to show and a 'Try Again' button. */
export function ErrorState({ title, message, onRetry }: Props) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={480}>
        {title ? <Title order={2}>{title}</Title> : null}
        <Text c="red" ta="center">
          {message}
        </Text>
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
      </Stack>
    </Center>
  );
}
