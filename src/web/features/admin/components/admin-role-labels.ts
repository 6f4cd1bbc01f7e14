import { adminRole, type AdminRole } from '@schemas/auth';

/** The admin roles in words (docs/accounts.md#admin-team). */
export const adminRoleLabel: Record<AdminRole, string> = { owner: 'Owner', finance: 'Finance', moderator: 'Moderator' };

export const adminRoleOptions = adminRole.options.map((role) => ({ value: role, label: adminRoleLabel[role] }));
