import type { MantineThemeOverride } from '@mantine/core';

/**
 * The app's Mantine theme. Plain data (no runtime import), because the build also reads it: the CSS variables it
 * implies are written into a stylesheet at build time (src/web/build/mantine-theme-variables.ts) instead of being
 * computed in every visitor's browser.
 */
export const theme: MantineThemeOverride = {
  primaryColor: 'orange',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
};
