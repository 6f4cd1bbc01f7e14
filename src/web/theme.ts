import { DEFAULT_THEME, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/**
 * Colour palettes that pass WCAG AA (docs/product.md#accessibility). Shades 0-5 are Mantine's own (light
 * backgrounds, taken from its default theme); shades 6-9 are darker than Mantine's, so that shade 6 (filled
 * buttons and badges, coloured text, links, the dimmed secondary text) and shade 7 (their hover) reach 4.5:1 against white, and shade 9 (the text of
 * light badges and alerts) reaches 4.5:1 on shade 1. Orange stays the brand colour, a burnt orange for text and
 * filled buttons. Yellow keeps its bright filled shades: `autoContrast` puts dark text on it.
 */
function darker(light: MantineColorsTuple, s6: string, s7: string, s8: string, s9: string): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5] = light;
  return [c0, c1, c2, c3, c4, c5, s6, s7, s8, s9];
}
const mantine = DEFAULT_THEME.colors;
const [, , , , , , yellow6, yellow7, yellow8] = mantine.yellow;
const colors: MantineThemeOverride['colors'] = {
  orange: darker(mantine.orange, '#c2410c', '#a93a0b', '#9a3412', '#7c2d12'),
  green: darker(mantine.green, '#15803d', '#166534', '#14532d', '#0f3d21'),
  red: darker(mantine.red, '#c92a2a', '#b02525', '#a51d1d', '#8a1c1c'),
  teal: darker(mantine.teal, '#0b7a5a', '#0a6a4f', '#085c44', '#064a37'),
  blue: darker(mantine.blue, '#1971c2', '#1864ab', '#145591', '#0f4577'),
  yellow: darker(mantine.yellow, yellow6, yellow7, yellow8, '#7a5200'),
  gray: darker(mantine.gray, '#656c73', '#495057', '#343a40', '#212529'),
  grape: darker(mantine.grape, '#9c36b5', '#862e9c', '#732787', '#5f1f70'),
};

/**
 * The dark scheme's CSS variables that differ from Mantine's, for AA on its dark backgrounds (dark-7 the page,
 * dark-6 cards and inputs, dark-5 hovered rows): secondary text a lighter grey than dark-2 (4.0:1 on the page), and
 * error and success text in the light shades 4 (Mantine uses shade 8, which here is darkened for white pages).
 * Only the build reads these (src/web/build/mantine-theme-variables.ts); they are no bytes of the app's JavaScript.
 */
export const darkSchemeVariables: Record<string, string> = {
  '--mantine-color-dimmed': '#aaaaaa',
  '--mantine-color-placeholder': '#999999',
  '--mantine-color-error': 'var(--mantine-color-red-4)',
  '--mantine-color-success': 'var(--mantine-color-teal-4)',
};

/** Devanagari from the phone's own fonts, named after the Latin ones (docs/languages.md#fonts): nothing to download. */
const FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", sans-serif';

/**
 * The type scale: headings step by 1.25 (a major third) from the 16 px body text, h1 and h2 growing from phone to
 * desktop; line heights keep each heading's line box within a pixel of Mantine's defaults on a desktop, so the
 * skeletons drawn for those still match. Mantine's Title and our plain headings read these only as CSS variables,
 * so like darkSchemeVariables they live in the build's stylesheet alone (src/web/build/mantine-theme-variables.ts),
 * not in the app's JavaScript.
 */
export const typeScale: MantineThemeOverride = {
  headings: {
    fontFamily: FONTS,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 1.9vw, 2.441rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 1.953rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.5625rem', lineHeight: '1.25' },
      h4: { fontSize: '1.25rem', lineHeight: '1.3' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },
};

/**
 * The app's Mantine theme. The build also reads it (in Node): the CSS variables it implies are written into a
 * stylesheet at build time (src/web/build/mantine-theme-variables.ts) instead of being computed in every
 * visitor's browser.
 */
export const theme: MantineThemeOverride = {
  primaryColor: 'orange',
  primaryShade: 6,
  colors,
  // Black or white text on a filled colour, whichever contrasts more (the threshold is where both reach 4.58:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  // Devanagari from the phone's own fonts, named after the Latin ones (docs/languages.md#fonts): nothing to download.
  fontFamily: FONTS,
  defaultRadius: 'md',
  components: {
    // Every tab is a stop for Tab, not only the selected one (arrow keys still move between them too).
    TabsTab: { defaultProps: { tabIndex: 0 } },
    // A table wider than a phone scrolls sideways: its scroll area is a stop, so a keyboard can scroll it (named in
    // the reader's language by components/mantine-theme-provider.tsx, with the close buttons).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region' } } } },
  },
};
