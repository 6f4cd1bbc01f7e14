import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey, MessageValues } from '../../messages/keys';
import type { Locale } from '../../schemas/locale';
import { translate } from './i18n/catalogue';
import { HttpError } from './refusals';

/**
 * A refusal whose placeholders are words of a language themselves ("#a, #b and @c"): its values are written when it
 * is answered, in the caller's language (http/errors.ts asks `messageIn`), since the language is not known where it
 * is thrown. Its `message` (logs, tests) is English.
 */
export class RefusalInLanguage extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    private readonly key: MessageKey,
    private readonly valuesIn: (locale: Locale) => MessageValues,
  ) {
    super(status, { key, values: valuesIn('en') });
  }

  override messageIn(locale: Locale): string {
    return translate(locale, this.key, this.valuesIn(locale));
  }
}
