import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { SignInReturnPage } from '@web/components/sign-in-return-page';
import { t } from '@web/lib/i18n';
import { linkInstagramMutation } from '../api/instagram';
import { ConnectInstagramButton } from './connect-instagram-button';

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
      title={t('channels.linkInstagramTitle')}
      search={search}
      link={linkInstagramMutation(queryClient)}
      texts={{
        linking: t('instagramLinking'),
        denied: t('instagramDenied'),
        noCode: t('instagramNoCode'),
        failed: t('instagramLinkFailed'),
      }}
      tryAgain={<ConnectInstagramButton label={t('channels.tryAgain')} />}
    />
  );
}
