import type { ButtonProps } from '@mantine/core';
import { SignInButton } from '@web/components/sign-in-button';
import { startGoogleLinkMutation } from '../api/channel';

export const GOOGLE_CONNECT_FAILED = "Google's sign-in page could not be opened. Please try again.";

type Props = { label: string; variant?: ButtonProps['variant'] };

/**
 * Starts linking the channel by signing in with Google (docs/trust.md#google-sign-in): sends the browser to Google's
 * consent page, which sends it back to /clipper/youtube/connected.
 */
export function LinkWithGoogleButton({ label, variant }: Props) {
  return (
    <SignInButton label={label} variant={variant} start={startGoogleLinkMutation()} failed={GOOGLE_CONNECT_FAILED} />
  );
}
