import type { Context } from 'hono';
import { cookieLocale, preferredLocale, type Locale } from '../../../schemas/locale';

/**
 * The language of an API call's answer: its `Accept-Language` (the app sends the reader's choice; any other client
 * gets what it asks for, English by default).
 */
export const callLocale = (c: Context): Locale => preferredLocale(c.req.header('accept-language'));

/** The language a page is drawn in: the browser's kept choice, else its `Accept-Language` (docs/languages.md). */
export const pageLocale = (c: Context): Locale =>
  cookieLocale(c.req.header('cookie')) ?? preferredLocale(c.req.header('accept-language'));
