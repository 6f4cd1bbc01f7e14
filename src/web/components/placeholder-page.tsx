import { Container, Title } from '@mantine/core';

/** A role-area screen with its heading only, no figures (nothing uses it today). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
    </Container>
  );
}
