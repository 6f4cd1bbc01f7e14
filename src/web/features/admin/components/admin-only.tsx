import type { ReactNode } from 'react';
import { AccessDenied } from '@web/components/access-denied';
import { useSession } from '@web/lib/session';

/**
 * The admin screens themselves refuse anyone but an admin (the router guard redirects first, but a
 * screen must not rely on it): Access Denied with a way to log in.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'admin') {
    return <AccessDenied message="This page is for administrators." linkTo="/login" linkLabel="Go to Login" />;
  }
  return <>{children}</>;
}
