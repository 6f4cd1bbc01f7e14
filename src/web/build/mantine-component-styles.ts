import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const stylesDir = dirname(require.resolve('@mantine/core/styles/Button.css'));
// Each component's CSS-module classes live in `<Name>.module.mjs`; its stylesheet is `styles/<Name>.css`.
const classesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine styles per component: the build adds `import '@mantine/core/styles/<Name>.css'` to the module holding
 * a component's classes, so a stylesheet travels with the component into the chunk of every screen that renders it
 * (components used inside others, e.g. Button's UnstyledButton and Loader, come along). The global stylesheets
 * (baseline, variables, global) are imported by src/web/main.tsx. The dev server pre-bundles @mantine/core, so it
 * never sees these modules: there it loads the whole stylesheet instead.
 */
export function mantineComponentStyles(): Plugin[] {
  return [
    {
      name: 'mantine-component-styles',
      apply: 'build',
      transform(code, id) {
        const name = classesModule.exec(id)?.[1];
        if (!name || !existsSync(join(stylesDir, `${name}.css`))) return null;
        return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
      },
    },
    {
      name: 'mantine-component-styles:dev',
      apply: 'serve',
      transform(code, id) {
        if (!id.endsWith('/src/web/main.tsx')) return null;
        return { code: `import '@mantine/core/styles.css';\n${code}`, map: null };
      },
    },
  ];
}
