import { users } from '../db/schema';

/** The columns of a SessionUser, as the session check reads them and signup returns them. */
export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  tokenVersion: users.tokenVersion,
  emailVerifiedAt: users.emailVerifiedAt,
  language: users.language,
  adminRole: users.adminRole,
};
