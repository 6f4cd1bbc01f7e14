import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { WebMessageKey } from '@messages/keys';
import { SANDBOX_REEL_BEHAVIOURS, sandboxReelLinkFor, type SandboxReelBehaviour } from '@schemas/instagram-sandbox-ids';
import { t } from '@web/lib/i18n';

/** What each of the sandbox account's reels does once submitted (docs/trust.md#instagram). */
const WHAT_IT_DOES: Record<SandboxReelBehaviour, WebMessageKey> = {
  steady: 'channels.reelSteady',
  fewViewers: 'channels.reelFewViewers',
  deleted: 'channels.reelDeleted',
  photo: 'channels.reelPhoto',
  oddEngagement: 'channels.reelOddEngagement',
};

const behaviours = Object.keys(SANDBOX_REEL_BEHAVIOURS) as SandboxReelBehaviour[];

/** The sandbox account's reels, one of each behaviour, to submit (the offline demo has no real reels). */
export function SandboxReels({ username }: { username: string }) {
  return (
    <Stack gap="xs" role="list" aria-label={t('channels.sandboxReels')}>
      <Text size="sm" fw={500}>
        {t('channels.sandboxReelsOf', { username })}
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
                    {copied ? t('channels.copied') : t('channels.copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t(WHAT_IT_DOES[behaviour])}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
