import type { MantineThemeOverride } from '@mantine/core';

/**
 * Colour palettes that pass WCAG AA (docs/product.md#accessibility). Shades 0-5 are Mantine's own (light
 * backgrounds); shades 6-9 are darker than Mantine's, so that shade 6 (filled buttons and badges, coloured text,
 * links, the dimmed secondary text) and shade 7 (their hover) reach 4.5:1 against white, and shade 9 (the text of
 * light badges and alerts) reaches 4.5:1 on shade 1. Orange stays the brand colour, a burnt orange for text and
 * filled buttons. Yellow keeps its bright filled shades: `autoContrast` puts dark text on it.
 */
const colors: MantineThemeOverride['colors'] = {
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#c2410c', '#a93a0b', '#9a3412', '#7c2d12'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#15803d', '#166534', '#14532d', '#0f3d21'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#b02525', '#a51d1d', '#8a1c1c'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0b7a5a', '#0a6a4f', '#085c44', '#064a37'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1971c2', '#1864ab', '#145591', '#0f4577'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#f08c00', '#7a5200'],
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#656c73', '#495057', '#343a40', '#212529'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#9c36b5', '#862e9c', '#732787', '#5f1f70'],
};

/** Every close button says what it does to a screen reader (Mantine's have no text of their own). */
const closeLabel = { closeButtonProps: { 'aria-label': 'Close' } };

/**
 * The app's Mantine theme. Plain data (no runtime import), because the build also reads it: the CSS variables it
 * implies are written into a stylesheet at build time (src/web/build/mantine-theme-variables.ts) instead of being
 * computed in every visitor's browser.
 */
export const theme: MantineThemeOverride = {
  primaryColor: 'orange',
  primaryShade: 6,
  colors,
  // Black or white text on a filled colour, whichever contrasts more (the threshold is where both reach 4.58:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: { defaultProps: closeLabel },
    Drawer: { defaultProps: closeLabel },
    Notification: { defaultProps: closeLabel },
    // Every tab is a stop for Tab, not only the selected one (arrow keys still move between them too).
    TabsTab: { defaultProps: { tabIndex: 0 } },
    // A table wider than a phone scrolls sideways: its scroll area is a named stop, so a keyboard can scroll it.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Table (scrolls sideways)' } } },
    },
  },
};
