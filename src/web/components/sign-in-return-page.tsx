import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { NarrowPage } from './narrow-page';

/** What a provider's sign-in page sends the browser back with: a code and the state, or an error (the person declined). */
export type SignInReturn = { code?: string; state?: string; error?: string };

type Props<Answer extends { message: string }> = {
  title: string;
  /** The address's parameters, as the provider sent them. */
  search: SignInReturn;
  /** Links the account with the code and state; its answer's message is shown on the dashboard. */
  link: UseMutationOptions<Answer, Error, { code: string; state: string }>;
  texts: {
    /** While the code is being sent. */
    linking: string;
    /** The person declined on the provider's page. */
    denied: string;
    /** The code or state is missing. */
    noCode: string;
    /** The link failed and the server gave no message. */
    failed: string;
  };
  /** The feature's button that starts signing in again, labelled Try again. */
  tryAgain: ReactNode;
};

/**
 * Where a provider's sign-in page (Instagram's, Google's) sends the browser back, `?code=…&state=…`. Links the
 * account once, with the code and state read when the page opened (then taken out of the address, so a reload or
 * the history does not show them), and goes to the dashboard with the server's message; a refusal says why, with
 * Try again and the way back. The provider sends `error=access_denied` instead when the person declined.
 */
export function SignInReturnPage<Answer extends { message: string }>({
  title,
  search,
  link: linkOptions,
  texts,
  tryAgain,
}: Props<Answer>) {
  const [{ code, state, error }] = useState(search);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const link = useMutation(linkOptions);
  const { mutate } = link;
  const sent = useRef(false);

  useEffect(() => {
    // A code works once: one call per page, though React runs effects twice in development (StrictMode).
    if (error !== undefined || !code || !state || sent.current) return;
    sent.current = true;
    mutate(
      { code, state },
      {
        onSuccess: ({ message }) => {
          notify(message, 'success');
          void navigate({ to: '/clipper-dashboard' });
        },
      },
    );
    void navigate({ to: pathname, search: {}, replace: true });
  }, [error, code, state, mutate, navigate, pathname]);

  const refusal = error !== undefined ? texts.denied : !code || !state ? texts.noCode : null;
  return (
    <NarrowPage title={title}>
      {refusal !== null || link.isError ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" role="alert" w="100%">
            {refusal ?? errorMessage(link.error, texts.failed)}
          </Alert>
          {tryAgain}
          <Anchor component={Link} to="/clipper-dashboard">
            {t('common.backToDashboard')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{texts.linking}</Text>
        </Stack>
      )}
    </NarrowPage>
  );
}
