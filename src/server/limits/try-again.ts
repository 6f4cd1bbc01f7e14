import type { MessageKey } from '../../../messages/keys';
import { intlLocale, type Locale } from '../../../schemas/locale';
import { HttpError, said } from '../refusals';

/** "30 seconds", "1 minute", "15 minutes" (in `locale`'s words): how long until a refused request may be tried again. */
export function waitText(ms: number, locale: Locale = 'en'): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const inUnit = (unit: 'second' | 'minute', count: number) =>
    new Intl.NumberFormat(intlLocale[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  return seconds < 60 ? inUnit('second', seconds) : inUnit('minute', Math.ceil(seconds / 60));
}

/**
 * A 429 whose message (`key`, with a `{wait}` placeholder) says when to try again, in the caller's language, with
 * the same wait in Retry-After (whole seconds).
 */
class TryAgain extends HttpError {
  constructor(
    private readonly key: MessageKey,
    private readonly waitMs: number,
  ) {
    super(429, said(key, { wait: waitText(waitMs) }), undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  override messageIn(locale: Locale): string {
    // The wait is words too: the refusal is said again with it in `locale` (this layer does not import i18n/).
    return new HttpError(this.status, said(this.key, { wait: waitText(this.waitMs, locale) })).messageIn(locale);
  }
}

export const tooManyRequestsFor = (ms: number, key: MessageKey): HttpError => new TryAgain(key, ms);
