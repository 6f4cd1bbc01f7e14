import { Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { StackedTablePending } from '@web/components/stacked-table-pending';
import { t } from '@web/lib/i18n';
import { AdminWalletFrame, adminWalletColumns, feesNote } from './admin-wallet-page';

/** /admin/wallet while it loads: the balance card and the history table in grey, at their own sizes. */
export function AdminWalletPending() {
  return (
    <AdminWalletFrame>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('wallet.loadingAdminWallet')}</VisuallyHidden>
        <Stack gap="xl" aria-hidden>
          <Card withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed">
              {t('wallet.currentBalance')}
            </Text>
            {/* The balance's line: 2rem text. */}
            <Skeleton height={32} width={160} my={8} />
            <Text size="sm" c="dimmed" mt="xs">
              {feesNote()}
            </Text>
            <Skeleton height={14} width={220} mt="xs" mb={4} />
            <Group mt="md">
              <Button disabled>{t('wallet.withdrawFunds')}</Button>
            </Group>
          </Card>
          <section>
            <Title order={2} size="h3" mb="sm">
              {t('wallet.transactionHistory')}
            </Title>
            <StackedTablePending columns={adminWalletColumns()} />
          </section>
        </Stack>
      </div>
    </AdminWalletFrame>
  );
}
