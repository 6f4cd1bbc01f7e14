import type { WebMessageKey } from '@messages/keys';
import type { AuditAction, AuditObjectType } from '@schemas/accounts';
import { t } from '@web/lib/i18n';

/** The audit trail's actions in words an admin reads (schemas/accounts.ts lists them). */
const auditActionKey: Record<AuditAction, WebMessageKey> = {
  'withdrawal.pay': 'admin.txWithdrawalPaid',
  'withdrawal.reject': 'admin.txWithdrawalRejected',
  'campaign.status': 'admin.auditCampaignStatus',
  'clip.approve': 'admin.auditClipApprove',
  'clip.reject': 'admin.auditClipReject',
  'appeal.decide': 'admin.auditAppealDecide',
  'user.suspend': 'admin.auditUserSuspend',
  'user.reinstate': 'admin.auditUserReinstate',
  'admin.invite': 'admin.auditAdminInvite',
  'admin.role': 'admin.auditAdminRole',
  'payouts.policy': 'admin.auditPayoutsPolicy',
  'fees.withdraw': 'admin.auditFeesWithdraw',
};

const auditObjectTypeKey: Record<AuditObjectType, WebMessageKey> = {
  user: 'admin.objectUser',
  campaign: 'admin.objectCampaign',
  clip: 'admin.objectClip',
  withdrawal: 'admin.objectWithdrawal',
  platform: 'admin.objectPlatform',
  invitation: 'admin.objectInvitation',
};

export const auditActionLabel = (action: AuditAction) => t(auditActionKey[action]);
export const auditObjectTypeLabel = (type: AuditObjectType) => t(auditObjectTypeKey[type]);

export const auditActions = Object.keys(auditActionKey) as AuditAction[];
export const auditObjectTypes = Object.keys(auditObjectTypeKey) as AuditObjectType[];

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
