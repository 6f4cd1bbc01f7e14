import { Outlet } from '@tanstack/react-router';
import classes from './app-layout.module.css';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

/** Nav bar, the page, footer. */
export function AppLayout() {
  return (
    <div className={classes.page}>
      <NavBar />
      <main className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
