import { Outlet, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useSession } from '../lib/session';
import classes from './app-layout.module.css';
import { CheckingAuthentication, ScreenPlaceholder } from './checking-authentication';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';
import { t } from '../lib/i18n';

/** The first focusable element of every page: a keyboard user goes straight past the nav bar to the page. */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the page itself rather than following the fragment, which the router would treat as a navigation.
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  return (
    <a href="#main" className={classes.skipLink} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}

function AppFrame({ children }: { children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <NavBar />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** Nav bar, the page, footer. */
export function AppLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

/**
 * What the first paint shows while the first screen's chunk loads: the same frame, so the nav bar and footer appear
 * at once and stay where they are, with an empty page (or 'Checking authentication' on a role area's screen while
 * a restored session is being confirmed).
 */
export function AppLayoutPending() {
  const guarded = useRouterState({ select: (state) => state.matches.some((match) => match.staticData.guarded) });
  const { confirmed } = useSession();
  return <AppFrame>{guarded && !confirmed ? <CheckingAuthentication /> : <ScreenPlaceholder />}</AppFrame>;
}
