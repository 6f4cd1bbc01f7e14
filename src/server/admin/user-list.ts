import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { adminUser, adminUsersQuery } from '../../../schemas/admin';
import type { Db, Tx } from '../db/client';
import { toPublicUser } from '../auth/public-user';
import { containing } from '../db/like-pattern';
import { users } from '../db/schema';
import { accounts } from '../db/ledger-schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

type AdminUser = z.output<typeof adminUser>;
export type UserFilters = z.output<typeof adminUsersQuery>;

/** The page query itself (limit+1 rows), apart so the scale test can EXPLAIN exactly what runs. */
export function userPageQuery(db: Db | Tx, filters: UserFilters, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.q ? or(ilike(users.name, containing(filters.q)), ilike(users.email, containing(filters.q))) : undefined,
    afterCursor(users.createdAt, users.id, filters.cursor),
  ];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      adminRole: users.adminRole,
      language: users.language,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
      cursorAt: cursorAt(users.createdAt),
      walletBalance: sql<number>`coalesce(${accounts.balance}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.key, sql`'wallet:' || ${users.id}::text`))
    .where(and(...conditions))
    .orderBy(...keysetOrder(users.createdAt, users.id))
    .limit(limit + 1);
}

/** People newest first, filtered by role and by a piece of name or email, each with their wallet balance. */
export async function listUsers(tx: Db | Tx, filters: UserFilters) {
  const limit = filters.limit ?? DEFAULT_PAGE_SIZE;
  const { page, nextCursor } = toPage(await userPageQuery(tx, filters, limit), limit);
  const list: AdminUser[] = page.map((r) => ({
    ...toPublicUser(r),
    walletBalance: r.walletBalance,
    suspension: r.suspendedAt ? { at: r.suspendedAt.toISOString(), reason: r.suspensionReason ?? '' } : null,
  }));
  return { users: list, nextCursor };
}
