import { Stack, Text, Title } from '@mantine/core';
import type { Clip } from '@schemas/clip';
import { RECENT_CLIPS_COUNT } from '@schemas/dashboard';
import { ClipSummary } from '@web/components/clip-summary';
import { t } from '@web/lib/i18n';

/** The most recent clips (the dashboard carries three). */
export function OverviewTab({ clips }: { clips: Clip[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboards.recentClips')}
      </Title>
      {clips.length === 0 ? (
        <Text c="dimmed">{t('dashboards.noClipsYet')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {clips.slice(0, RECENT_CLIPS_COUNT).map((clip) => (
            <ClipSummary key={clip._id} clip={clip} compact />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
