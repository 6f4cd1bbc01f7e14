import { Button, Stack, Text, Title } from '@mantine/core';
import type { Clip } from '../../../../../schemas/clip';
import { ClipSummary } from './clip-summary';

/** Every clip the clipper submitted, newest first. */
export function MyClipsTab({ clips, onSubmitClip }: { clips: Clip[]; onSubmitClip: () => void }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        My Clips ({clips.length})
      </Title>
      {clips.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text c="dimmed">No clips submitted yet.</Text>
          <Button onClick={onSubmitClip}>Submit Your First Clip</Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {clips.map((clip) => (
            <ClipSummary key={clip._id} clip={clip} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
