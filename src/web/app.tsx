import { RouterProvider } from '@tanstack/react-router';
import { AppQueryProvider } from './components/app-query-provider';
import { AppMantineProvider } from './components/mantine-theme-provider';
import { ToastHost } from './components/toast-host';
import type { AppRouter } from './router';

/**
 * Providers around the router: React Query's (its client arrives with the first screen that reads data), Mantine
 * (with the one toast host) and TanStack Router.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppQueryProvider>
      <AppMantineProvider>
        <ToastHost />
        <RouterProvider router={router} />
      </AppMantineProvider>
    </AppQueryProvider>
  );
}
