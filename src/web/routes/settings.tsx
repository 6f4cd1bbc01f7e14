import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, pendingAfterCheck } from '../components/checking-authentication';
import { screenRoute } from '../lib/data-screen';
import { guardSignedIn } from '../lib/role-guard';
import { rootRoute } from './root';

const screen = screenRoute(() => import('./settings-screen'));

/** Every signed-in person's settings (the account menu links it), whatever their role. */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardSignedIn(context),
  ...screen,
  // 'Checking authentication' while a stored session is confirmed, then the settings' own placeholder.
  pendingComponent: pendingAfterCheck(screen.pendingComponent),
  pendingMs: CHECKING_DELAY_MS,
});
