import type { ButtonProps } from '@mantine/core';
import { SignInButton } from '@web/components/sign-in-button';
import { startInstagramLinkMutation } from '../api/instagram';

export const CONNECT_FAILED = "Instagram's sign-in page could not be opened. Please try again.";

type Props = { label: string; variant?: ButtonProps['variant'] };

/**
 * Starts linking (docs/trust.md#instagram): sends the browser to Instagram's authorize page, which sends it back to
 * /clipper/instagram/connected.
 */
export function ConnectInstagramButton({ label, variant }: Props) {
  return <SignInButton label={label} variant={variant} start={startInstagramLinkMutation()} failed={CONNECT_FAILED} />;
}
