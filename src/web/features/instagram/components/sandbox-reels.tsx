import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { SANDBOX_REEL_BEHAVIOURS, sandboxReelLinkFor, type SandboxReelBehaviour } from '@schemas/instagram-sandbox-ids';

/** What each of the sandbox account's reels does once submitted (docs/trust.md#instagram). */
const WHAT_IT_DOES: Record<SandboxReelBehaviour, string> = {
  steady: 'An ordinary reel: its views grow steadily.',
  fewViewers: 'Too few viewers for Instagram to share its insights: it is never measured.',
  deleted: 'Deleted by its owner 12 hours after it is first measured: its views fall to nothing during the holdback.',
  photo: 'A photo post, not a reel: refused at submission.',
  oddEngagement: "Likes, comments, shares and saves far above any real reel's share of its views.",
};

const behaviours = Object.keys(SANDBOX_REEL_BEHAVIOURS) as SandboxReelBehaviour[];

/** The sandbox account's reels, one of each behaviour, to submit (the offline demo has no real reels). */
export function SandboxReels({ username }: { username: string }) {
  return (
    <Stack gap="xs" role="list" aria-label="Sandbox reels">
      <Text size="sm" fw={500}>
        Sandbox reels of @{username} to submit
      </Text>
      {behaviours.map((behaviour) => {
        const link = sandboxReelLinkFor(username, behaviour);
        return (
          <Stack key={behaviour} gap={2} role="listitem">
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }}>{link}</Code>
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {WHAT_IT_DOES[behaviour]}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
