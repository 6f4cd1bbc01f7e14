import { Badge, List, Text } from '@mantine/core';
import type { Clip } from '@schemas/clip';
import { t } from '@web/lib/i18n';
import { sayStoredParts } from '@web/lib/stored-words';

/** 'Unavailable' beside the measured views of a clip YouTube no longer shows (the admin's queue and appeals). */
export function UnavailableBadge({ clip }: { clip: Pick<Clip, 'videoAvailable'> }) {
  return clip.videoAvailable === false ? (
    <Badge color="red" variant="light" ml={4}>
      {t('admin.unavailable')}
    </Badge>
  ) : null;
}

/** A clip's risk signals by their reasons, or 'None' (docs/trust.md#risk-signals). */
export function RiskSignals({ flags }: { flags: Clip['flags'] }) {
  return flags.length === 0 ? (
    <Text size="sm" c="dimmed">
      {t('admin.noSignals')}
    </Text>
  ) : (
    <List size="xs" spacing={2}>
      {flags.map((flag) => (
        <List.Item key={flag.code}>{sayStoredParts(flag.said, flag.reason)}</List.Item>
      ))}
    </List>
  );
}
