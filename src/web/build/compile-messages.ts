import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]messages[\\/](en|hi)[\\/][\w-]+\.json$/;

/**
 * The message catalogues (messages/<language>/<area>.json, ICU MessageFormat) compiled at build time into the
 * form Lingui's runtime reads, so the browser carries no ICU parser (docs/languages.md). A message that does not
 * parse fails the build, naming its key.
 */
export function compileMessages(): Plugin {
  return {
    name: 'clipmandi:compile-messages',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => {
          try {
            return [key, compileMessageOrThrow(text)];
          } catch (error) {
            throw new Error(`${file}: message ${key} is not valid ICU MessageFormat: ${String(error)}`, {
              cause: error,
            });
          }
        }),
      );
      // JSON still: Vite's JSON plugin turns it into the module.
      return JSON.stringify(compiled);
    },
  };
}
