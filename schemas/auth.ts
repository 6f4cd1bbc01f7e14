import * as z from 'zod';
import { localeSchema } from './locale';
import { id, timestamp } from './common';

export const role = z.enum(['user', 'creator', 'admin']);
export type Role = z.infer<typeof role>;

/** An admin's part of the work (docs/accounts.md#admin-team): owners do everything, including the team itself. */
export const adminRole = z.enum(['owner', 'finance', 'moderator'], {
  error: 'Role must be owner, finance or moderator',
});
export type AdminRole = z.infer<typeof adminRole>;

export const publicUser = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  role,
  createdAt: timestamp,
  /** Whether the person proved they read `email` (docs/accounts.md#verified-email). */
  emailVerified: z.boolean(),
  /** An admin's role; null for everyone else. */
  adminRole: adminRole.nullable(),
  /** The language the person chose: the screens, emails and notifications speak it (docs/languages.md); a
   * session stored by an older build has none. */
  language: localeSchema.default('en'),
});
export type PublicUser = z.infer<typeof publicUser>;

/** A text field: missing (or null) is "... is required", any other type "... must be text". */
export function text(field: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`,
  });
}

export const email = text('Email')
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const password = text('Password')
  .min(1, { error: 'Password is required' })
  .max(200, { error: 'Password must be at most 200 characters' });

export const loginRequest = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequest>;

/** Signup can choose user or creator, never admin (docs/product.md#roles-and-access). */
export const signupRole = z.enum(['user', 'creator'], { error: 'Role must be user or creator' });

/** What the signup form checks in the browser (docs/product.md#validation: no length rules of its own in the browser). */
export const signupForm = z.object({
  name: text('Full name')
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  email,
  password,
  role: signupRole,
});

/** A new password, as the server takes it: at least 8 characters (the browser shows the server's message). */
export const newPassword = password.refine((value) => value.length >= 8, {
  error: 'Password must be at least 8 characters',
});

/** The server adds a minimum password length; its message is shown as returned. */
export const signupRequest = signupForm.extend({ password: newPassword });
export type SignupRequest = z.infer<typeof signupRequest>;

export const authResponse = z.object({ user: publicUser, token: z.string().min(1) });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user: publicUser });

/** The language the signed-in person chooses (docs/languages.md). */
export const setLanguageRequest = z.object({ language: localeSchema });
