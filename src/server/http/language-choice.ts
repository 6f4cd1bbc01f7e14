import type { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { isLocale, LANGUAGE_COOKIE, type Locale } from '../../../schemas/locale';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where to go back to: a path of this site ('/discover?q=x'), never another site ('//evil.example'). */
const backTo = (next: string | undefined) => (next && /^\/(?![/\\])/.test(next) ? next : '/');

export const languageCookie = (locale: Locale, secure: boolean) =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The language switch (docs/languages.md#choosing-the-language): `/language/hi?next=/discover` keeps the choice in a
 * cookie and sends the browser back, so the switch is a plain link that works before the app has started.
 */
export function mountLanguageChoice(app: Hono<AppEnv>) {
  app.get('/language/:locale', (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.text('Language must be en or hi', 404);
    const secure = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    c.header('Set-Cookie', languageCookie(locale, secure));
    c.header('Cache-Control', 'no-store');
    return c.redirect(backTo(c.req.query('next')), 303);
  });
}
