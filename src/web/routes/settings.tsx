import { createRoute } from '@tanstack/react-router';
import { CHECKING_DELAY_MS, CheckingAuthentication } from '../components/checking-authentication';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { guardSignedIn } from '../lib/role-guard';
import { rootRoute } from './root';

const screen = () => import('./settings-screen');

/** Every signed-in person's settings (the account menu links it), whatever their role. */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  staticData: { guarded: true },
  beforeLoad: ({ context }) => guardSignedIn(context),
  loader: ({ context }) => prefetchScreenData(context, screen, undefined),
  pendingComponent: CheckingAuthentication,
  pendingMs: CHECKING_DELAY_MS,
  component: dataScreen(screen, 'SettingsScreen'),
});
