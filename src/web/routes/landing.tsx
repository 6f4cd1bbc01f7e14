import { createRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/marketing/components/landing-page';
import { drawnPage } from '../lib/drawn-page';
import { rootRoute } from './root';

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // Drawn by the server; its code and styles are the shell's.
  staticData: { drawn: drawnPage() },
  component: LandingPage,
});
