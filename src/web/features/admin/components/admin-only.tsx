import type { ReactNode } from 'react';
import { AccessDenied } from '@web/components/access-denied';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';

/**
 * The admin screens themselves refuse anyone but an admin (the router guard redirects first, but a
 * screen must not rely on it): Access Denied with a way to log in.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'admin') {
    return <AccessDenied message={t('admin.accessDenied')} linkTo="/login" linkLabel={t('admin.goToLogin')} />;
  }
  return <>{children}</>;
}
