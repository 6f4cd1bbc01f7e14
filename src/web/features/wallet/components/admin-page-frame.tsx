import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The admin's money screens link to each other: the fee wallet and the clippers' withdrawal queue. */
type Sibling = { to: '/admin/wallet' | '/admin/withdrawals'; label: string };

/**
 * The frame of the admin's money screens, shared with their placeholders: the heading, the way to the sibling
 * screen and Back to Dashboard.
 */
export function AdminPageFrame({ title, sibling, children }: { title: string; sibling: Sibling; children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          <Button component={Link} to={sibling.to} variant="light">
            {sibling.label}
          </Button>
          <Button component={Link} to="/admin" variant="default">
            Back to Dashboard
          </Button>
        </Group>
      </Group>
      {children}
    </Container>
  );
}
