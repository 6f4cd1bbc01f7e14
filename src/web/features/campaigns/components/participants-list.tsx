import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CampaignDetail } from '../../../../../schemas/campaign';

/** The people who joined, with their name and email (SPEC.md section 2 fallbacks). */
export function ParticipantsList({ participants }: { participants: CampaignDetail['participants'] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Participants ({participants.length})
      </Title>
      {participants.length === 0 ? (
        <Text c="dimmed">No participants yet. Be the first to join!</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {participants.map((p) => {
            const name = p.name.trim() || 'Unknown User';
            return (
              <Group key={p._id} component="li" gap="sm">
                <Avatar radius="xl" size="sm" color="orange" aria-hidden>
                  {name.charAt(0).toUpperCase()}
                </Avatar>
                <div>
                  <Text fw={500}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {p.email.trim() || 'No email'}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
