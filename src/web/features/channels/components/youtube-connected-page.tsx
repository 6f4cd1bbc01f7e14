import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { SignInReturnPage } from '@web/components/sign-in-return-page';
import { t } from '@web/lib/i18n';
import { linkChannelWithGoogleMutation } from '../api/channel';
import { LinkWithGoogleButton } from './link-with-google-button';

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
      title={t('channels.linkYouTubeTitle')}
      search={search}
      link={linkChannelWithGoogleMutation(queryClient)}
      texts={{
        linking: t('googleLinking'),
        denied: t('googleDenied'),
        noCode: t('googleNoCode'),
        failed: t('googleLinkFailed'),
      }}
      tryAgain={<LinkWithGoogleButton label={t('channels.tryAgain')} />}
    />
  );
}
