import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useId, useState } from 'react';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { useJoinCampaign } from './use-join-campaign';

type Props = {
  campaignId: string;
  /** Joined already, as far as the screen knows (the dashboard's joined set, or the participants). */
  joined: boolean;
  label: string;
  successMessage: string;
} & Pick<ButtonProps, 'fullWidth' | 'size'>;

/**
 * The three join states of docs/product.md#entities-states-and-badges: the label, 'Joining...' (disabled) and 'Joined' (disabled).
 * A signed-in creator or admin cannot join (the server answers 403), so they see it disabled with why.
 */
export function JoinButton({ campaignId, joined, label, successMessage, ...buttonProps }: Props) {
  const [joinedHere, setJoinedHere] = useState(false);
  const { join, isPending } = useJoinCampaign({ successMessage, onJoined: () => setJoinedHere(true) });
  const { user } = useSession();
  const hintId = useId();
  if (user && user.role !== 'user') {
    return (
      <Stack gap={2} align="flex-end">
        <Button {...buttonProps} color="gray" disabled aria-describedby={hintId}>
          {label}
        </Button>
        <Text id={hintId} size="xs" c="dimmed">
          {t('campaigns.clippersOnly')}
        </Text>
      </Stack>
    );
  }
  const isJoined = joined || joinedHere;
  // Inactive but still focusable (aria-disabled, not disabled): a keyboard user who pressed Join keeps their place
  // on the page instead of being sent back to the top when the button turns into 'Joining...' and 'Joined'.
  const inactive = isJoined || isPending;
  return (
    <Button
      {...buttonProps}
      color={isJoined ? 'green' : 'orange'}
      variant={isJoined ? 'light' : 'filled'}
      data-disabled={inactive || undefined}
      aria-disabled={inactive || undefined}
      onClick={inactive ? undefined : () => join(campaignId)}
    >
      {isJoined ? t('campaigns.joined') : isPending ? t('campaigns.joining') : label}
    </Button>
  );
}
