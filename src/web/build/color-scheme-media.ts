import type { AtRule, Plugin, Rule } from 'postcss';

const SCHEME = /\[data-mantine-color-scheme=(['"]?)(light|dark)\1\]/;
const SCHEMES = new RegExp(SCHEME.source, 'g');
/** The light rules apply whenever the reader's system does not ask for dark (browsers without the setting included). */
const MEDIA = { dark: '(prefers-color-scheme: dark)', light: 'not all and (prefers-color-scheme: dark)' } as const;

/**
 * The app follows the reader's system colour scheme without a script: Mantine's stylesheets pick a scheme with
 * `[data-mantine-color-scheme='dark']` selectors, which need the attribute set before the first paint, and the only
 * way to do that for a server-rendered page is an inline script, which the Content-Security-Policy forbids. This
 * PostCSS plugin rewrites every such rule (Mantine's, the theme's variables, our CSS modules) into the same rule
 * under `@media (prefers-color-scheme: dark)` (or its opposite for 'light'), with `:root` where the attribute was
 * (same specificity), so the browser picks the scheme itself from the first paint.
 */
export function colorSchemeMedia(): Plugin {
  return {
    postcssPlugin: 'color-scheme-media',
    Rule(rule, { AtRule }) {
      // A rewritten rule has `:root` instead of the attribute, so it is never rewritten twice.
      if (!SCHEME.test(rule.selector)) return;
      const bySchemes = { plain: [] as string[], light: [] as string[], dark: [] as string[] };
      for (const selector of rule.selectors) {
        const scheme = SCHEME.exec(selector)?.[2] as 'light' | 'dark' | undefined;
        // The app has no shadow roots: Mantine's `:host([...])` twins have nothing to style.
        if (scheme && selector.includes(':host(')) continue;
        if (scheme) bySchemes[scheme].push(selector.replace(SCHEMES, ':root'));
        else bySchemes.plain.push(selector);
      }
      let after: Rule | AtRule = rule;
      for (const scheme of ['light', 'dark'] as const) {
        if (bySchemes[scheme].length === 0) continue;
        const media = new AtRule({ name: 'media', params: MEDIA[scheme] });
        media.append(rule.clone({ selectors: bySchemes[scheme] }));
        after.after(media);
        after = media;
      }
      if (bySchemes.plain.length > 0) rule.selectors = bySchemes.plain;
      else rule.remove();
    },
  };
}
