import type { ButtonProps } from '@mantine/core';
import { SignInButton } from '@web/components/sign-in-button';
import { t } from '@web/lib/i18n';
import { startGoogleLinkMutation } from '../api/channel';

type Props = { label: string; variant?: ButtonProps['variant'] };

/**
 * Starts linking the channel by signing in with Google (docs/trust.md#google-sign-in): sends the browser to Google's
 * consent page, which sends it back to /clipper/youtube/connected.
 */
export function LinkWithGoogleButton({ label, variant }: Props) {
  return (
    <SignInButton label={label} variant={variant} start={startGoogleLinkMutation()} failed={t('googleConnectFailed')} />
  );
}
