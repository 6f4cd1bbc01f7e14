import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, pendingAfterCheck } from '../components/checking-authentication';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { guardSignedIn } from '../lib/role-guard';
import { rootRoute } from './root';

const screen = () => import('./settings-screen');
const parts = screenRoute(screen, 'SettingsScreen');

/** Every signed-in person's settings (the account menu links it), whatever their role. */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardSignedIn(context),
  loader: ({ context }) => loadScreenData(context, screen, undefined),
  ...parts,
  // 'Checking authentication' while a stored session is confirmed, then the settings' own placeholder.
  pendingComponent: pendingAfterCheck(parts.pendingComponent),
  pendingMs: CHECKING_DELAY_MS,
});
