import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { componentOnDemand } from '../lib/component-on-demand';
import { useSession } from '../lib/session';
import buttons from './link-button.module.css';
import classes from './nav-bar.module.css';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';
import { NavLinks } from './nav-links';
import { t } from '../lib/i18n';

/**
 * The signed-in part (notification bell, avatar, name, Logout) is its own chunk: a visitor never needs it. The root
 * route waits for it whenever someone is signed in (routes/root.tsx), so it is there from the first paint on.
 */
export const signedInMenu = componentOnDemand(() =>
  import('./notification-signed-in-area').then((module) => module.SignedInArea),
);

/** The drawer a phone opens from the menu button: its own chunk, fetched when the button is first touched. */
const navDrawer = componentOnDemand(() => import('./nav-drawer').then((module) => module.NavDrawer));

function MenuIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** The top bar of every page (docs/product.md#screens-and-routes). */
export function NavBar() {
  const { user } = useSession();
  const Menu = signedInMenu.useComponent();
  const Drawer = navDrawer.useComponent();
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Following a link in the drawer (or signing out from it) closes it.
  useEffect(() => setOpen(false), [pathname, user]);

  return (
    <>
      <nav aria-label={t('shell.mainNav')} className={classes.bar}>
        <button
          type="button"
          className={classes.menuButton}
          aria-label={t('shell.openNavigation')}
          aria-expanded={open}
          onPointerEnter={() => void navDrawer.load()}
          onClick={() => {
            void navDrawer.load();
            setOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Link to="/" className={classes.brand}>
          <LogoMark />
          ClipMandi
        </Link>
        <NavLinks user={user} className={`${classes.links} ${classes.wide}`} />
        {/* On a phone the switch is in the drawer. */}
        <div className={classes.wide}>
          <LanguageSwitch />
        </div>
        {user ? (
          Menu ? (
            <Menu user={user} />
          ) : null
        ) : (
          <div className={`${classes.end} ${classes.wide}`}>
            <Link to="/login" className={buttons.button} data-variant="default">
              {t('shell.login')}
            </Link>
            <Link to="/signup" className={buttons.button} data-variant="filled">
              {t('shell.signUp')}
            </Link>
          </div>
        )}
      </nav>
      {Drawer ? <Drawer opened={open} onClose={() => setOpen(false)} user={user} /> : null}
    </>
  );
}
