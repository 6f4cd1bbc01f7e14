import type { ButtonProps } from '@mantine/core';
import { SignInButton } from '@web/components/sign-in-button';
import { t } from '@web/lib/i18n';
import { startInstagramLinkMutation } from '../api/instagram';

type Props = { label: string; variant?: ButtonProps['variant'] };

/**
 * Starts linking (docs/trust.md#instagram): sends the browser to Instagram's authorize page, which sends it back to
 * /clipper/instagram/connected.
 */
export function ConnectInstagramButton({ label, variant }: Props) {
  return (
    <SignInButton
      label={label}
      variant={variant}
      start={startInstagramLinkMutation()}
      failed={t('instagramConnectFailed')}
    />
  );
}
