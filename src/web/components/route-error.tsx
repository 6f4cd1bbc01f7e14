import { Container, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage } from '../lib/api-error';
import { t } from '../lib/i18n';
import { ErrorState } from './error-state';

/**
 * The router's default error screen: resets the query error boundary so a retry refetches, and
 * 'Try Again' re-runs the route's loaders. A data screen's route passes its documented `message` (lib/data-screen.tsx);
 * otherwise the server's message shows, else `fallback`.
 */
export function RouteError({
  error,
  fallback,
  message,
  title,
}: ErrorComponentProps & { fallback?: string; message?: string; title?: string }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  const failed = (
    <ErrorState
      message={message ?? errorMessage(error, fallback ?? t('common.somethingWentWrong'))}
      onRetry={() => void router.invalidate()}
    />
  );
  if (!title) return failed;
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      {failed}
    </Container>
  );
}
