import * as z from 'zod';
import { locales } from './locale';
import { id, timestamp, type ValidationKey } from './common';

export const role = z.enum(['user', 'creator', 'admin']);
export type Role = z.infer<typeof role>;

/** An admin's part of the work (docs/accounts.md#admin-team): owners do everything, including the team itself. */
export const adminRole = z.enum(['owner', 'finance', 'moderator'], {
  error: 'validation.adminRoleInvalid',
});
export type AdminRole = z.infer<typeof adminRole>;

/** A language ClipMandi speaks (docs/languages.md). */
const localeSchema = z.enum(locales, { error: 'validation.languageInvalid' });

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

/** A text field: missing (or null) says `required` ("... is required"), any other type `notText` ("... must be text"). */
export function text(messages: { required: ValidationKey; notText: ValidationKey }) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notText),
  });
}

/** A person's full name, on signup and on accepting an invitation. */
export const fullName = text({ required: 'validation.fullNameRequired', notText: 'validation.fullNameNotText' })
  .trim()
  .min(1, { error: 'validation.fullNameRequired' })
  .max(100, { error: 'validation.fullNameTooLong' });

export const email = text({ required: 'validation.emailRequired', notText: 'validation.emailNotText' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export const password = text({ required: 'validation.passwordRequired', notText: 'validation.passwordNotText' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(200, { error: 'validation.passwordTooLong' });

export const loginRequest = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequest>;

/** Signup can choose user or creator, never admin (docs/product.md#roles-and-access). */
export const signupRole = z.enum(['user', 'creator'], { error: 'validation.signupRoleInvalid' });

/** What the signup form checks in the browser (docs/product.md#validation: no length rules of its own in the browser). */
export const signupForm = z.object({
  name: fullName,
  email,
  password,
  role: signupRole,
});

/** A new password, as the server takes it: at least 8 characters (the browser shows the server's message). */
export const newPassword = password.refine((value) => value.length >= 8, {
  error: 'validation.passwordTooShort',
});

/** The server adds a minimum password length; its message is shown as returned. */
export const signupRequest = signupForm.extend({ password: newPassword });
export type SignupRequest = z.infer<typeof signupRequest>;

export const authResponse = z.object({ user: publicUser, token: z.string().min(1) });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user: publicUser });

/** The language the signed-in person chooses (docs/languages.md). */
export const setLanguageRequest = z.object({ language: localeSchema });
