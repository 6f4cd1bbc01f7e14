import * as z from 'zod';

export const id = z.string().min(1, { error: 'Id is required' }).max(64, { error: 'Id is too long' });
export const timestamp = z.iso.datetime({ offset: true });

/** The error body of every refused call (docs/product.md#api-conventions). */
export const errorBody = z.object({
  /** In the caller's language (their `Accept-Language`). */
  message: z.string(),
  /** The message's catalogue key, the same in every language: for programs (docs/languages.md). */
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageResponse = z.object({ message: z.string() });

/** Cursor pagination for list calls: `?cursor=...&limit=...`. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(100, { error: 'limit must be at most 100' })
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
export const nextCursor = z.string().nullable();

/** http(s) URLs only (docs/product.md#roles-and-access). */
export function httpUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(500, { error: 'Link is too long' })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: message },
    );
}

/**
 * What a page sends back after signing in with a provider (docs/trust.md#instagram, #google-sign-in): the `code` and
 * `state` the provider put in its address.
 */
export function signInReturn(provider: string) {
  const message = `code and state are the ones ${provider} sent back to the page`;
  const part = (max: number) =>
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
  return z.object({ code: part(2000), state: part(200) });
}
