import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** Mantine's theme and settings for every component of the app. */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
