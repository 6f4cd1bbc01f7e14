import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { SignInReturnPage } from '@web/components/sign-in-return-page';
import { linkChannelWithGoogleMutation } from '../api/channel';
import { LinkWithGoogleButton } from './link-with-google-button';

export const GOOGLE_LINKING = 'Linking your YouTube channel…';
export const GOOGLE_DENIED = 'Your channel was not linked: you did not allow ClipMandi to see your YouTube channel.';
export const GOOGLE_NO_CODE = 'This page needs the code Google sends back. Start linking from your dashboard.';
export const GOOGLE_LINK_FAILED = 'Your YouTube channel was not linked. Start linking again.';

/**
 * /clipper/youtube/connected?code=…&state=… (docs/trust.md#channel-ownership): where Google sends the browser back
 * after the clipper signed in. Links the channel of that Google account once and goes to the dashboard; a refusal,
 * or `error=access_denied` when the clipper declined, says why, with Try again.
 */
export function YouTubeConnectedPage() {
  const search = useSearch({ from: '/clipper-area/clipper/youtube/connected' });
  const queryClient = useQueryClient();
  return (
    <SignInReturnPage
      title="Link your YouTube channel"
      search={search}
      link={linkChannelWithGoogleMutation(queryClient)}
      texts={{ linking: GOOGLE_LINKING, denied: GOOGLE_DENIED, noCode: GOOGLE_NO_CODE, failed: GOOGLE_LINK_FAILED }}
      tryAgain={<LinkWithGoogleButton label="Try again" />}
    />
  );
}
