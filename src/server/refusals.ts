import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey, MessageValues } from '../../messages/keys';
import type { ErrorBody } from '../../schemas/common';
import type { Locale } from '../../schemas/locale';
import { isMessageKey, translate } from './i18n/catalogue';

// In the server's lowest layer, beside the configuration and the logger: every layer may refuse a request, and
// http/errors.ts turns a refusal into its answer (docs/architecture.md "Layers").

/**
 * What a refusal says: a catalogue key (docs/languages.md), with its placeholders' values when it has some. Plain
 * text is English only and carries no `code`.
 */
export type Said = MessageKey | { key: MessageKey; values: MessageValues } | string;

/** A refusal whose message has `{name}` placeholders. */
export const said = (key: MessageKey, values: MessageValues): Said => ({ key, values });

/** A refusal with the status and message the person will see (docs/product.md#api-conventions). */
export class HttpError extends Error {
  /** The catalogue key: the error body's `code`, the same in every language. */
  readonly code: MessageKey | undefined;
  readonly values: MessageValues | undefined;
  constructor(
    readonly status: ContentfulStatusCode,
    what: Said,
    readonly issues?: ErrorBody['issues'],
    /** A 429's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    const { key, values } = typeof what === 'string' ? { key: what, values: undefined } : what;
    const code = isMessageKey(key) ? key : undefined;
    // In English for logs and for code that reads a refusal's message; the answer says it in the caller's language.
    super(code ? translate('en', code, values) : key);
    this.code = code;
    this.values = values;
  }

  /** The message in `locale`. */
  messageIn(locale: Locale): string {
    return this.code ? translate(locale, this.code, this.values) : this.message;
  }

  /** The issues in `locale`: an issue whose message is a catalogue key is said in it, with that key as its code. */
  issuesIn(locale: Locale): ErrorBody['issues'] {
    return this.issues?.map(({ path, message, code }) =>
      isMessageKey(message)
        ? { path, message: translate(locale, message), code: message }
        : code
          ? { path, message, code }
          : { path, message },
    );
  }
}

export const badRequest = (what: Said, issues?: ErrorBody['issues']) => new HttpError(400, what, issues);
export const unauthorized = (what: Said = 'pleaseLogIn') => new HttpError(401, what);
export const forbidden = (what: Said = 'noAccess') => new HttpError(403, what);
export const notFound = (what: Said) => new HttpError(404, what);
export const conflict = (what: Said) => new HttpError(409, what);
export const unprocessable = (what: Said) => new HttpError(422, what);
