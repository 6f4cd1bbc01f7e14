import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { invitation, teamResponse } from '../../../schemas/accounts';
import type { AdminRole } from '../../../schemas/auth';
import type { Db, Tx } from '../db/client';
import { accountTokens } from '../db/accounts-schema';
import { users } from '../db/schema';
import type { Config } from '../config';
import { normalizeEmail } from '../auth/public-user';
import { enqueueEmail, nameOf } from '../mail/outbox';
import { conflict, notFound, unprocessable } from '../refusals';
import { invitationEmail, linkOf } from './account-emails';
import { recordAudit } from './audit';
import { issueLink } from './link-tokens';

type Invitation = z.output<typeof invitation>;

/** The admins, owners first, and the invitations still open. */
export async function listTeam(db: Db, now = new Date()): Promise<z.output<typeof teamResponse>> {
  const admins = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      adminRole: users.adminRole,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id));
  const inviter = alias(users, 'inviter');
  const open = await db
    .select({
      id: accountTokens.id,
      email: accountTokens.email,
      adminRole: accountTokens.adminRole,
      invitedBy: inviter.name,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .innerJoin(inviter, eq(inviter.id, accountTokens.createdBy))
    .where(and(eq(accountTokens.purpose, 'invite'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .orderBy(asc(accountTokens.createdAt));
  return {
    admins: admins.map((admin) => ({
      ...admin,
      adminRole: admin.adminRole ?? 'moderator',
      createdAt: admin.createdAt.toISOString(),
    })),
    invitations: open.map((row) => ({
      ...row,
      adminRole: row.adminRole ?? 'moderator',
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Emails an invitation to join the team with `role` (docs/accounts.md#admin-team). An address with an account is
 * refused: a clipper or creator is not made an admin behind their back. An earlier open invitation to the same
 * address stops working.
 */
export async function inviteAdmin(
  tx: Tx,
  config: Config,
  actorId: string,
  input: { email: string; adminRole: AdminRole },
  now = new Date(),
): Promise<Invitation> {
  const address = normalizeEmail(input.email);
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (taken) throw conflict('emailTaken');
  await tx
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.purpose, 'invite'),
        eq(accountTokens.email, address),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  const link = await issueLink(tx, {
    purpose: 'invite',
    userId: null,
    email: address,
    adminRole: input.adminRole,
    createdBy: actorId,
  });
  const inviterName = await nameOf(tx, actorId);
  const url = linkOf(config.accounts.appUrl, '/admin/accept-invitation', link.token);
  await enqueueEmail(
    tx,
    invitationEmail({ address, role: input.adminRole, inviterId: actorId, inviterName }, url, link.id),
  );
  await recordAudit(tx, {
    actorId,
    action: 'admin.invite',
    objectType: 'invitation',
    objectId: link.id,
    after: { email: address, adminRole: input.adminRole },
  });
  const [row] = await tx
    .select({ expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(eq(accountTokens.id, link.id));
  return {
    id: link.id,
    email: address,
    adminRole: input.adminRole,
    invitedBy: inviterName,
    expiresAt: (row?.expiresAt ?? now).toISOString(),
  };
}

/** Gives an admin another role; the last owner keeps theirs, so the team can always be managed. */
export async function changeAdminRole(tx: Tx, actorId: string, id: string, adminRole: AdminRole) {
  const [target] = await tx
    .select({ role: users.role, adminRole: users.adminRole })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!target || target.role !== 'admin') throw notFound('adminNotFound');
  if (target.adminRole === adminRole) return;
  if (target.adminRole === 'owner') {
    // Every owner row is locked, so two owners demoting each other at once cannot leave none.
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.adminRole, 'owner')))
      .for('update');
    if (owners.length <= 1) throw unprocessable('lastOwner');
  }
  await tx.update(users).set({ adminRole }).where(eq(users.id, id));
  await recordAudit(tx, {
    actorId,
    action: 'admin.role',
    objectType: 'user',
    objectId: id,
    before: { adminRole: target.adminRole },
    after: { adminRole },
  });
}
