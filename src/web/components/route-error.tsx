import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage } from '../lib/api-error';
import { ErrorState } from './error-state';

/**
 * The router's default error screen: resets the query error boundary so a retry refetches, and
 * 'Try Again' re-runs the route's loaders. Screens with their own texts pass `fallback`.
 */
export function RouteError({ error, fallback }: ErrorComponentProps & { fallback?: string }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return (
    <ErrorState
      message={errorMessage(error, fallback ?? 'Something went wrong. Please try again.')}
      onRetry={() => void router.invalidate()}
    />
  );
}
