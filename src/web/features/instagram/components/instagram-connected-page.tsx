import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { SignInReturnPage } from '@web/components/sign-in-return-page';
import { linkInstagramMutation } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';

export const INSTAGRAM_LINKING = 'Linking your Instagram account…';
export const INSTAGRAM_DENIED = 'Instagram was not linked: you did not allow ClipMandi to read your account.';
export const INSTAGRAM_NO_CODE = 'This page needs the code Instagram sends back. Start linking from your dashboard.';
export const INSTAGRAM_LINK_FAILED = 'Instagram was not linked. Start linking again.';

/**
 * /clipper/instagram/connected?code=…&state=… (docs/trust.md#instagram): where Instagram sends the browser back.
 * Links the account once and goes to the dashboard; a refusal, or `error=access_denied` when the person declined,
 * says why, with Try again.
 */
export function InstagramConnectedPage() {
  const search = useSearch({ from: '/clipper-area/clipper/instagram/connected' });
  const queryClient = useQueryClient();
  return (
    <SignInReturnPage
      title="Link Instagram"
      search={search}
      link={linkInstagramMutation(queryClient)}
      texts={{
        linking: INSTAGRAM_LINKING,
        denied: INSTAGRAM_DENIED,
        noCode: INSTAGRAM_NO_CODE,
        failed: INSTAGRAM_LINK_FAILED,
      }}
      tryAgain={<ConnectInstagramButton label="Try again" />}
    />
  );
}
