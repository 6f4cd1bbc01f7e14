import type { Context } from 'hono';
import type { MessageKey, MessageValues } from '../../../messages/keys';
import { translate } from '../i18n/catalogue';
import { callLocale } from '../i18n/request-locale';

/** A message the answer says to the caller (a success's `message`), in the caller's language (docs/languages.md). */
export const say = (c: Context, key: MessageKey, values?: MessageValues): string =>
  translate(callLocale(c), key, values);
