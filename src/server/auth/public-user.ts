import type { PublicUser } from '../../../schemas/auth';
import type { SessionUser } from '../deps';

/** A user row as the wire shows it; the one place that maps users for every response. */
export function toPublicUser(user: Omit<SessionUser, 'tokenVersion'>): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
    adminRole: user.adminRole,
    language: user.language,
  };
}

/** Emails are stored and compared trimmed and lowercased, so one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
