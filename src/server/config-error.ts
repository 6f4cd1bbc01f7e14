/** A configuration the server must not start with; the message says which variables to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Unset or empty both mean "not configured" (an empty line in an env file sets an empty string). */
export const given = (value: string | undefined): value is string => value !== undefined && value !== '';
