import type { WebMessageKey } from '@messages/keys';
import { adminRole, type AdminRole } from '@schemas/auth';
import { t } from '@web/lib/i18n';

const adminRoleKey: Record<AdminRole, WebMessageKey> = {
  owner: 'admin.adminRoleOwner',
  finance: 'admin.adminRoleFinance',
  moderator: 'admin.adminRoleModerator',
};

/** An admin role in words (docs/accounts.md#admin-team). */
export const adminRoleLabel = (role: AdminRole) => t(adminRoleKey[role]);

/** The roles to choose from, in the reader's language (called in render). */
export const adminRoleOptions = () => adminRole.options.map((role) => ({ value: role, label: adminRoleLabel(role) }));
