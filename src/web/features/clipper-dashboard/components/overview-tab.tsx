import { Stack, Text, Title } from '@mantine/core';
import type { Clip } from '../../../../../schemas/clip';
import { ClipSummary } from './clip-summary';

/** The three most recent clips. */
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
          {clips.slice(0, 3).map((clip) => (
            <ClipSummary key={clip._id} clip={clip} compact />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
