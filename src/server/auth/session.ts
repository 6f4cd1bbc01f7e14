import { sessionUserColumns } from './session-user-columns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps, SessionUser } from '../deps';
import { users } from '../db/schema';
import { changeTags } from '../../../schemas/change-tags';
import { readToken } from './token';

type UserById = (userId: string) => Promise<SessionUser | undefined>;
const statements = new WeakMap<Db, UserById>();

/** The session's user row by id, through one prepared statement per database. */
function userByIdOf(db: Db): UserById {
  let read = statements.get(db);
  if (!read) {
    const query = db
      .select(sessionUserColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('session_user');
    read = async (userId) => (await query.execute({ userId }))[0];
    statements.set(db, read);
  }
  return read;
}

/**
 * The signed-in user of an `Authorization: Bearer` header, or null (no token, a bad or expired one, a removed
 * user, a retired token version). Routes get it through their declared access (http/route-access.ts).
 */
export async function readSession(deps: Deps, header: string | undefined): Promise<SessionUser | null> {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const token = await readToken(deps.config, match[1].trim());
  if (!token) return null;
  // The user, role and token version are read for every request, so a removed user, changed role or bumped
  // version takes effect at once; the row is kept in the session cache until a change names the account
  // (account:<id>), which every bump publishes.
  const row = deps.sessions.get(token.userId) ?? (await readSessionRow(deps, token.userId));
  // A token signed before the last bump (password change, sign out everywhere) is no longer a session.
  return row && row.tokenVersion === token.version ? row : null;
}

async function readSessionRow(deps: Deps, userId: string): Promise<SessionUser | undefined> {
  const since = deps.sessions.version;
  const row = await userByIdOf(deps.db)(userId);
  if (row && deps.feed.live) deps.sessions.set(userId, row, [changeTags.account(userId)], since);
  return row;
}
