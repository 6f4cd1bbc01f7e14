import { useRouterState } from '@tanstack/react-router';
import classes from './route-progress.module.css';
import { t } from '../lib/i18n';

/** The top-of-page progress bar while the router loads a screen (its chunk and its data). */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading });
  return loading ? <div className={classes.bar} role="progressbar" aria-label={t('shell.loadingPage')} /> : null;
}
