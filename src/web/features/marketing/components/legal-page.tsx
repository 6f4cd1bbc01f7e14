import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '@web/lib/i18n';

/** The frame of the static legal pages. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          {t('pages.lastUpdated')}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text>{children}</Text>
    </section>
  );
}
