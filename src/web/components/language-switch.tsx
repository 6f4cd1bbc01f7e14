import { useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { languageNames, locales, type Locale } from '@schemas/locale';
import { currentLocale, languageHref, t } from '../lib/i18n';
import { useSession } from '../lib/session';
import buttons from './link-button.module.css';
import classes from './language-switch.module.css';

/**
 * English / हिन्दी, each in its own language and script. A plain link, so it works on a page the server drew before
 * the app has started; a signed-in person's choice is saved on their account first, so their emails follow it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { user } = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  const current = currentLocale();

  async function saveOnAccount(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (!user) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    try {
      const { callApi } = await import('../lib/api-client');
      await callApi('setLanguage', { body: { language: locale } });
    } catch {
      // The browser still switches; the account keeps its language until the next switch.
    }
    window.location.assign(href);
  }

  return (
    <div role="group" aria-label={t('shell.language')} className={`${classes.switch} ${className ?? ''}`}>
      {locales.map((locale) =>
        locale === current ? (
          <span key={locale} lang={locale} aria-current="true" className={classes.current}>
            {languageNames[locale]}
          </span>
        ) : (
          <a
            key={locale}
            lang={locale}
            hrefLang={locale}
            href={languageHref(locale, here)}
            className={buttons.button}
            data-variant="subtle"
            onClick={(event) => void saveOnAccount(event, locale)}
          >
            {languageNames[locale]}
          </a>
        ),
      )}
    </div>
  );
}
