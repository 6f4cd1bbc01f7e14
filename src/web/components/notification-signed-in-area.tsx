import type { PublicUser } from '@schemas/auth';
import { NotificationBell } from './notification-bell';
import { SignedInMenu } from './signed-in-menu';

/** The nav bar's signed-in end: the notification bell, then the account menu. One chunk, loaded with the session. */
export function SignedInArea({ user }: { user: PublicUser }) {
  return (
    <>
      <NotificationBell user={user} />
      <SignedInMenu user={user} />
    </>
  );
}
