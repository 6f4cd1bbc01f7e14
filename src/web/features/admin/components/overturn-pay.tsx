import { Alert, Stack, Text } from '@mantine/core';
import type { AppealOverturn } from '@schemas/appeal';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** What overturning an appeal pays now, by an approval's rules. */
export const overturnPayText = (overturn: AppealOverturn) =>
  t('admin.overturnPays', {
    net: formatRupees(overturn.net),
    gross: formatRupees(overturn.gross),
    views: overturn.views,
  });

/**
 * The pay line, and the server's warning when overturning cannot pay or pays less than the views earn: in a yellow
 * alert, as the admin must read it before deciding (docs/product.md#appeals).
 */
export function OverturnPay({ overturn }: { overturn: AppealOverturn }) {
  return (
    <Stack gap={6}>
      <Text size="sm">{overturnPayText(overturn)}</Text>
      {overturn.warning === null ? null : (
        <Alert color="yellow" variant="light" p="xs" data-testid="overturn-warning">
          <Text size="sm">{overturn.warning}</Text>
        </Alert>
      )}
    </Stack>
  );
}
