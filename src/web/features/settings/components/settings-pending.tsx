import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { emailKindsOf } from '@schemas/notifications';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { emailKindLabel } from './kind-labels';
import { SettingsFrame } from './settings-page';

/**
 * Settings while the switches load: the heading, the Email section (its address known, its forms grey), the card and a
 * grey switch beside each email the person's role receives (their labels are known; whether each is on is not yet), so
 * nothing moves when they arrive.
 */
export function SettingsPending() {
  const { user } = useSession();
  const kinds = user ? emailKindsOf[user.role] : [];
  return (
    <SettingsFrame email={<Skeleton height={220} aria-hidden />}>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('settings.loading')}</VisuallyHidden>
        <Stack gap="sm" aria-hidden>
          {kinds.map((kind) => (
            <Group key={kind} gap="sm" wrap="nowrap">
              <Skeleton height={20} width={38} radius="xl" />
              <Text size="sm" c="dimmed">
                {emailKindLabel(kind)}
              </Text>
            </Group>
          ))}
        </Stack>
      </div>
    </SettingsFrame>
  );
}
