import { setupI18n, type Messages } from '@lingui/core';
import shellEn from '@messages/en/shell.json';
import { formatMessage } from '@messages/format';
import type { MessageValues, WebMessageKey } from '@messages/keys';
import { intlLocale, isLocale, type Locale } from '@schemas/locale';

/**
 * The screens' words, in the reader's language (docs/languages.md). The language is chosen once per page load (the
 * server writes it in `<html lang>`); switching reloads the page, so a screen's words never change under it and `t`
 * can be a plain function. Three tiers per language keep the pages' bytes: the shell (the landing page, nav and
 * footer) comes with the entry in English; the public screens' words load with the first screen past it, and the
 * signed-in screens' with a signed-in reader's first screen (`loadAppMessages`, awaited by every lazily loaded screen,
 * see route-chunk.tsx). Hindi loads only for those who chose it.
 */
export const i18n = setupI18n();
// The catalogues are compiled at build time (src/web/build/compile-messages.ts): typed as their source, read as
// Lingui's compiled form.
const asMessages = (catalogue: object) => catalogue as Messages;
i18n.load('en', asMessages(shellEn));
i18n.activate('en', [intlLocale.en]);

/**
 * The tiers of each language's words: the shell's (with the entry in English), the public screens' (with the first
 * screen past `/`), and the signed-in screens' (with a signed-in reader's first screen).
 */
type Tier = 'shell' | 'public' | 'app';
const asLoaded = (load: Promise<{ messages: Messages }>) => load.then((m) => asMessages(m.messages));
const tiers: Record<Locale, Record<Tier, () => Promise<Messages>>> = {
  en: {
    shell: () => Promise.resolve({}),
    public: () => asLoaded(import('./catalogue-public-en')),
    app: () => asLoaded(import('./catalogue-en')),
  },
  hi: {
    shell: () => import('@messages/hi/shell.json').then((m) => asMessages(m.default)),
    public: () => asLoaded(import('./catalogue-public-hi')),
    app: () => asLoaded(import('./catalogue-hi')),
  },
};

const loading = new Map<string, Promise<void>>();
function loadTier(locale: Locale, tier: Tier): Promise<void> {
  const key = `${locale}:${tier}`;
  let load = loading.get(key);
  if (!load) {
    load = tiers[locale][tier]().then((messages) => i18n.load(locale, messages));
    // A failed load (offline) is asked again next time.
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** The language this page was drawn in: `<html lang>`, written by the server (English elsewhere). */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/** Makes `locale` the language of what renders next, once its shell words are in. */
export async function activateLanguage(locale: Locale): Promise<void> {
  await loadTier(locale, 'shell');
  i18n.activate(locale, [intlLocale[locale]]);
}

/** Which screens' words: the public screens' (anyone's), or every screen's (a signed-in reader's). */
export type WordsFor = 'public' | 'all';

/** The words of the screens past the first page, in the current language: the public ones', or all. */
export async function loadAppMessages(words: WordsFor = 'all'): Promise<void> {
  const locale = currentLocale();
  await Promise.all([loadTier(locale, 'public'), ...(words === 'all' ? [loadTier(locale, 'app')] : [])]);
}

/** The switch's address: the server keeps the choice and comes back to `next` (docs/languages.md). */
export const languageHref = (locale: Locale, next: string) => `/language/${locale}?next=${encodeURIComponent(next)}`;

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** A message in the reader's language; `{name}` placeholders and ICU plurals filled from `values`. */
export function t(key: WebMessageKey, values?: MessageValues): string {
  return formatMessage(i18n, key, values);
}
