import type { Plugin } from 'vite';
import { darkSchemeVariables, theme, typeScale } from '../theme';

const id = 'virtual:mantine-theme-variables.css';
const resolvedId = `\0${id}`;

/**
 * The CSS variables src/web/theme.ts sets on top of Mantine's defaults (primary colour, fonts, ...), as a stylesheet
 * built from the theme with Mantine's own resolver. MantineProvider would compute and inject them in the browser on
 * every start; src/web/components/mantine-theme-provider.tsx leaves that out, and main.tsx imports this instead.
 * Both schemes are in it; src/web/build/color-scheme-media.ts turns the dark one into a prefers-color-scheme rule.
 */
export function mantineThemeVariables(): Plugin {
  return {
    name: 'mantine-theme-variables',
    resolveId: (source) => (source === id ? resolvedId : null),
    async load(loaded) {
      if (loaded !== resolvedId) return null;
      const mantine = await import('@mantine/core');
      const defaults = mantine.defaultCssVariablesResolver(mantine.DEFAULT_THEME);
      const resolved = mantine.defaultCssVariablesResolver(
        mantine.mergeMantineTheme(mantine.DEFAULT_THEME, { ...theme, ...typeScale }),
      );
      const ours = { ...resolved, dark: { ...resolved.dark, ...darkSchemeVariables } };
      const changed = (part: 'variables' | 'light' | 'dark') => {
        const before: Record<string, string> = defaults[part];
        return Object.fromEntries(Object.entries(ours[part]).filter(([name, value]) => before[name] !== value));
      };
      return mantine.convertCssVariables(
        { variables: changed('variables'), light: changed('light'), dark: changed('dark') },
        ':root',
      );
    },
  };
}
