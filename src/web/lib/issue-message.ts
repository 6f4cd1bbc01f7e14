import type { WebMessageKey } from '@messages/keys';
import { i18n, t } from './i18n';

/** Whether `text` is a key of the loaded catalogue (a schema's message), rather than words already. */
const isMessageKey = (text: string): text is WebMessageKey => Object.hasOwn(i18n.messages, text);

/**
 * A schema's message in the reader's language: the request schemas' messages are catalogue keys
 * (docs/languages.md), said here as the server says them; any other text as it is.
 */
export function sayIssue(message: string): string {
  return isMessageKey(message) ? t(message) : message;
}
