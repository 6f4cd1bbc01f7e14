import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page of one narrow card under its heading: the pages a sign-in with a provider passes through. */
export function NarrowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={520} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
