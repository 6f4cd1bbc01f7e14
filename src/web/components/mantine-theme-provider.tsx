import { MantineContext, MantineThemeProvider, mergeThemeOverrides } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { theme } from '../theme';

// What MantineProvider puts in its context for an app that follows the reader's system colour scheme. MantineProvider
// also computes the theme's CSS variables in the browser (about a tenth of the first page's JavaScript) and keeps a
// colour-scheme switch the app has no control for; the variables are a build-time stylesheet instead (main.tsx), whose
// light and dark rules the build puts under prefers-color-scheme media queries (build/color-scheme-media.ts).
const context = {
  colorScheme: 'auto',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

/**
 * The theme with the names Mantine's parts give a screen reader, in the reader's language (the theme itself is read
 * by the build too, for its CSS variables, where no language is chosen): every close button says what it does, and a
 * table's sideways scroll area says what it is.
 */
function themeInLanguage() {
  const closeButtonProps = { 'aria-label': t('shell.close') };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      TableScrollContainer: {
        defaultProps: { scrollAreaProps: { viewportProps: { 'aria-label': t('shell.scrollingTable') } } },
      },
    },
  });
}

/** Mantine's theme and settings for every component of the app. */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  // The language never changes under a page (switching reloads it): made once.
  const themed = useMemo(themeInLanguage, []);
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={themed}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
