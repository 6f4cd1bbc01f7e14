import { useRouter, useRouterState, type RouteComponent } from '@tanstack/react-router';
import { createElement } from 'react';
import { useSession } from '../lib/session';
import { LoadingState } from './loading-state';
import { t } from '../lib/i18n';

/**
 * How long the role guard may take before 'Checking authentication' shows: long enough that a quick
 * session check (or the instant check of a confirmed session) does not flash it.
 */
export const CHECKING_DELAY_MS = 150;

/** Shown by the role guard while a stored session is being confirmed with the server. */
export function CheckingAuthentication() {
  return <LoadingState text={t('shell.checkingAuthentication')} />;
}

/**
 * The placeholder of the screen being loaded: the deepest matched route's own pendingComponent (a leaf, never a
 * layout such as the root or a role area, whose placeholders call this). Once the router shows a route's placeholder
 * it keeps it until the whole load is done and does not move on to a child's, so a layout's placeholder hands over.
 */
export function ScreenPlaceholder() {
  const router = useRouter();
  const Screen = useRouterState({
    select: (state) => {
      const deepest = state.matches.at(-1)?.routeId;
      const route = deepest ? router.routesById[deepest] : undefined;
      return route && !route.children ? route.options.pendingComponent : undefined;
    },
  });
  return Screen ? <Screen /> : null;
}

/**
 * The placeholder of a guarded route (a role area, Settings): 'Checking authentication' while a stored session is
 * confirmed, then the screen's own placeholder (`screen`, else the deepest matched route's).
 */
export function pendingAfterCheck(screen?: RouteComponent): RouteComponent {
  return function GuardedPending() {
    const { confirmed } = useSession();
    if (!confirmed) return <CheckingAuthentication />;
    return screen ? createElement(screen) : <ScreenPlaceholder />;
  };
}
