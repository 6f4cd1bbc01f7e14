import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { darkSchemeVariables, theme } from '../../src/web/theme';

/**
 * WCAG AA for the theme's colours in both schemes, computed from the CSS variables the build writes
 * (src/web/build/mantine-theme-variables.ts): 4.5:1 for text on every background it sits on.
 */
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = defaultCssVariablesResolver(merged);
const palette: Record<string, string> = {
  '--mantine-color-white': merged.white,
  '--mantine-color-black': merged.black,
};
for (const [name, shades] of Object.entries(merged.colors)) {
  shades.forEach((shade, index) => (palette[`--mantine-color-${name}-${index}`] = shade));
}
const schemes: Record<'light' | 'dark', Record<string, string>> = {
  light: { ...palette, ...resolved.variables, ...resolved.light },
  dark: { ...palette, ...resolved.variables, ...resolved.dark, ...darkSchemeVariables },
};
type Scheme = keyof typeof schemes;

type Rgba = [number, number, number, number];

function value(scheme: Scheme, name: string): string {
  const raw = schemes[scheme][name];
  if (raw === undefined) throw new Error(`${name} is not set in the ${scheme} scheme`);
  const reference = /^var\((--[\w-]+)\)$/.exec(raw.trim());
  return reference?.[1] ? value(scheme, reference[1]) : raw.trim();
}

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1];
  if (rgba) {
    const [r = 0, g = 0, b = 0, a = 1] = rgba.split(',').map(Number);
    return [r, g, b, a];
  }
  throw new Error(`Not a colour: ${colour}`);
}

/** A translucent colour as it shows over an opaque one. */
const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
  r * a + br * (1 - a),
  g * a + bg * (1 - a),
  b * a + bb * (1 - a),
  1,
];

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast of `text` on `background` (variables of `scheme`), the background laid over the page's body colour. */
function contrast(scheme: Scheme, text: string, background: string): number {
  const body = parse(value(scheme, '--mantine-color-body'));
  const back = over(parse(value(scheme, background)), body);
  const front = over(parse(value(scheme, text)), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// The colours the app uses (theme.colors lists exactly those it re-shades).
const used = Object.keys(theme.colors ?? {});
// The surfaces text sits on: the page, cards and inputs, a hovered row or default button.
const surfaces: Record<Scheme, string[]> = {
  light: ['--mantine-color-body', '--mantine-color-white', '--mantine-color-gray-0', '--mantine-color-default-hover'],
  dark: ['--mantine-color-body', '--mantine-color-dark-6', '--mantine-color-dark-5', '--mantine-color-default-hover'],
};

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  it.each(['--mantine-color-text', '--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-error'])(
    '%s reaches 4.5:1 on every surface',
    (text) => {
      for (const surface of surfaces[scheme])
        expect(contrast(scheme, text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(used)('%s: coloured text, light badges and filled badges and buttons reach 4.5:1', (colour) => {
    // Yellow is only ever a badge (filled with dark text, or light): bright yellow text on white cannot reach AA.
    if (colour !== 'yellow')
      expect(contrast(scheme, `--mantine-color-${colour}-text`, '--mantine-color-body')).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(scheme, `--mantine-color-${colour}-light-color`, `--mantine-color-${colour}-light`),
    ).toBeGreaterThanOrEqual(4.5);
    // autoContrast writes black or white on a filled colour, whichever contrasts more.
    const filled = `--mantine-color-${colour}-filled`;
    const onFilled = Math.max(
      contrast(scheme, '--mantine-color-white', filled),
      contrast(scheme, '--mantine-color-black', filled),
    );
    expect(onFilled).toBeGreaterThanOrEqual(4.5);
  });

  it('the primary (orange) filled button with white text reaches 4.5:1, also when hovered', () => {
    expect(contrast(scheme, '--mantine-color-white', '--mantine-primary-color-filled')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(scheme, '--mantine-color-white', '--mantine-primary-color-filled-hover')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

it('the dark scheme really is dark and the light one light (the page body)', () => {
  expect(luminance(parse(value('dark', '--mantine-color-body')))).toBeLessThan(0.05);
  expect(luminance(parse(value('light', '--mantine-color-body')))).toBeGreaterThan(0.9);
});
