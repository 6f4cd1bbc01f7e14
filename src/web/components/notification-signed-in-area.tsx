import type { PublicUser } from '@schemas/auth';
import classes from './nav-bar.module.css';
import { NotificationBell } from './notification-bell';
import { SignedInMenu } from './signed-in-menu';

/**
 * The nav bar's signed-in end: the notification bell, then the account menu (in the drawer instead on a narrow
 * screen). One chunk, loaded with the session.
 */
export function SignedInArea({ user }: { user: PublicUser }) {
  return (
    <div className={classes.end}>
      <NotificationBell />
      <div className={`${classes.end} ${classes.wide}`}>
        <SignedInMenu user={user} />
      </div>
    </div>
  );
}
