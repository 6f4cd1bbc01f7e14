import type { AuditAction, AuditObjectType } from '@schemas/accounts';

/** The audit trail's actions in words an admin reads (schemas/accounts.ts lists them). */
export const auditActionLabel: Record<AuditAction, string> = {
  'withdrawal.pay': 'Withdrawal paid',
  'withdrawal.reject': 'Withdrawal rejected',
  'campaign.status': 'Campaign paused or resumed',
  'clip.approve': 'Clip approved',
  'clip.reject': 'Clip rejected',
  'appeal.decide': 'Appeal decided',
  'user.suspend': 'Person suspended',
  'user.reinstate': 'Person reinstated',
  'admin.invite': 'Admin invited',
  'admin.role': 'Admin role changed',
  'payouts.policy': 'Payout policy changed',
  'fees.withdraw': 'Fees withdrawn',
};

export const auditObjectTypeLabel: Record<AuditObjectType, string> = {
  user: 'User',
  campaign: 'Campaign',
  clip: 'Clip',
  withdrawal: 'Withdrawal',
  platform: 'Platform',
  invitation: 'Invitation',
};

export const auditActions = Object.keys(auditActionLabel) as AuditAction[];
export const auditObjectTypes = Object.keys(auditObjectTypeLabel) as AuditObjectType[];

const valueText = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);

/** An object's fields as "key: value, key: value"; nothing (created, or deleted) is "—". */
export const fieldsText = (fields: Record<string, unknown> | null): string =>
  fields && Object.keys(fields).length > 0
    ? Object.entries(fields)
        .map(([key, value]) => `${key}: ${valueText(value)}`)
        .join(', ')
    : '—';

/** What an action changed: the fields as they were → as it left them. */
export const changeText = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  `${fieldsText(before)} → ${fieldsText(after)}`;
