import { RouterProvider } from '@tanstack/react-router';
import { AppMantineProvider } from './components/mantine-theme-provider';
import { ToastHost } from './components/toast-host';
import type { AppRouter } from './router';

/**
 * Providers around the router: Mantine (with the one toast host) and TanStack Router. React Query's provider is
 * around each screen that reads data (lib/data-screen.tsx), all sharing one client.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppMantineProvider>
      <ToastHost />
      <RouterProvider router={router} />
    </AppMantineProvider>
  );
}
