import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useJoinCampaign } from './use-join-campaign';

type Props = {
  campaignId: string;
  /** Joined already, as far as the screen knows (the dashboard's joined set, or the participants). */
  joined: boolean;
  label: string;
  successMessage: string;
} & Pick<ButtonProps, 'fullWidth' | 'size'>;

/** The three join states of SPEC.md section 4: the label, 'Joining...' (disabled) and 'Joined' (disabled). */
export function JoinButton({ campaignId, joined, label, successMessage, ...buttonProps }: Props) {
  const [joinedHere, setJoinedHere] = useState(false);
  const { join, isPending } = useJoinCampaign({ successMessage, onJoined: () => setJoinedHere(true) });
  const isJoined = joined || joinedHere;
  return (
    <Button
      {...buttonProps}
      color={isJoined ? 'green' : 'orange'}
      variant={isJoined ? 'light' : 'filled'}
      disabled={isJoined || isPending}
      onClick={() => join(campaignId)}
    >
      {isJoined ? 'Joined' : isPending ? 'Joining...' : label}
    </Button>
  );
}
