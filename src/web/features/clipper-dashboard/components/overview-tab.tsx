import { Stack, Text, Title } from '@mantine/core';
import type { Clip } from '@schemas/clip';
import { RECENT_CLIPS_COUNT } from '@schemas/dashboard';
import { ClipSummary } from '@web/components/clip-summary';

/** The most recent clips (the dashboard carries three). */
export function OverviewTab({ clips }: { clips: Clip[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Recent Clips
      </Title>
      {clips.length === 0 ? (
        <Text c="dimmed">No clips submitted yet.</Text>
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
