import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '@web/lib/i18n';

/** The admin's money screens link to each other: the fee wallet, the clippers' withdrawal queue and Payouts. */
type Sibling = { to: '/admin/wallet' | '/admin/withdrawals' | '/admin/payouts'; label: string };

/**
 * The frame of the admin's money screens, shared with their placeholders: the heading, the ways to the sibling
 * screens and Back to Dashboard.
 */
export function AdminPageFrame({
  title,
  siblings,
  children,
}: {
  title: string;
  siblings: Sibling[];
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          {siblings.map((sibling) => (
            <Button key={sibling.to} component={Link} to={sibling.to} variant="light">
              {sibling.label}
            </Button>
          ))}
          <Button component={Link} to="/admin" variant="default">
            {t('wallet.backToDashboard')}
          </Button>
        </Group>
      </Group>
      {children}
    </Container>
  );
}
