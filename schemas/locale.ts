/**
 * The languages ClipMandi speaks (docs/languages.md): English, the spec's words, and Hindi. No zod here: the app's
 * entry reads this file, and zod loads only with the first call (the schema is in auth.ts).
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** The cookie that keeps a browser's choice, read by the server to draw pages in it. */
export const LANGUAGE_COOKIE = 'clipmandi.lang';

/** Each language's Intl locale: Indian digit grouping (1,23,456) with Latin digits in both. */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What each language calls itself, for the switch: a reader finds their own language by its own name. */
export const languageNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'hi';

/**
 * The supported language an `Accept-Language` header prefers (RFC 9110 §12.5.4: highest weight first, the order
 * given among equals; `hi-IN` counts as `hi`); English when it names neither.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    // A weight that is not a number names nothing (RFC 9110: 0 to 1, up to three decimals).
    const q = weight === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(weight) ? Number(weight.slice(2)) : 0;
    if (q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? 'en';
}

/** The language a `Cookie` header keeps, or null when it keeps none. */
export function cookieLocale(header: string | null | undefined): Locale | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
