import { Container, Title } from '@mantine/core';

/** A role-area screen that a later issue fills: its heading only, no figures. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
    </Container>
  );
}
