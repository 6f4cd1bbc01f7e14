import * as z from 'zod';
import type validation from '../messages/en/validation.json';

/**
 * A request's message: a key of the validation catalogue (docs/languages.md). The forms say it in the reader's
 * language (web/lib/form-resolver.ts), the server in the caller's (http/errors.ts).
 */
export type ValidationKey = keyof typeof validation;

export const id = z.string().min(1, { error: 'validation.idRequired' }).max(64, { error: 'validation.idTooLong' });
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

/**
 * A text the server kept when something happened (a ledger line's description, a clip's decision reason), as its
 * catalogue key and values: the screens say it in the reader's language (docs/languages.md "Stored texts"). The
 * English text beside it stays for programs, files and rows kept before the key was.
 */
const wordsValue = z.union([z.string(), z.number(), z.array(z.string())]);
/** A text a list may hold: plain values, or a list of names said as a list in the reader's language ("#a, #b and @c"). */
export const plainStoredWords = z.object({ code: z.string(), values: z.record(z.string(), wordsValue) });
/**
 * A value may also be a list of texts said the same way (a clip's risk signals, a decision after an earlier one): set
 * inside another sentence, each loses its own full stop, joined with "; " in every language.
 */
export const storedWords = z.object({
  code: z.string(),
  values: z.record(z.string(), z.union([wordsValue, z.array(plainStoredWords)])),
});
export type StoredWords = z.infer<typeof storedWords>;
export type PlainStoredWords = z.infer<typeof plainStoredWords>;

/** Cursor pagination for list calls: `?cursor=...&limit=...`. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'validation.limitNotNumber' })
    .int({ error: 'validation.limitNotWhole' })
    .min(1, { error: 'validation.limitTooSmall' })
    .max(100, { error: 'validation.limitTooLarge' })
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
export const nextCursor = z.string().nullable();

/** http(s) URLs only (docs/product.md#roles-and-access). */
export function httpUrl(message: ValidationKey) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(500, { error: 'validation.linkTooLong' })
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
 * `state` the provider put in its address. `message` names the provider.
 */
export function signInReturn(message: ValidationKey) {
  const part = (max: number) =>
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
  return z.object({ code: part(2000), state: part(200) });
}
