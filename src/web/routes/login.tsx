import { createRoute } from '@tanstack/react-router';
import { signedInMenu } from '../components/nav-bar';
import { dataScreen, drawnDataPage } from '../lib/data-screen';
import { rootRoute } from './root';

const LoginPage = dataScreen(() => import('../features/auth/components/login-page'), 'LoginPage');

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // The nav bar's signed-in menu comes ahead, so it is there the moment the sign-in succeeds.
  loader: () => void signedInMenu.load(),
  // Drawn by the server (its form works before the app has started, see docs/architecture.md).
  staticData: { drawn: drawnDataPage('src/web/features/auth/components/login-page.tsx') },
  component: LoginPage,
});
