import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';

const manifestEntry = z.object({
  file: z.string(),
  name: z.string().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
type Manifest = Record<string, z.infer<typeof manifestEntry>>;

/** The build's manifest (dist/.vite/manifest.json): which files each chunk needs. Null when the build has none. */
export function readManifest(staticDir: string): Manifest | null {
  const file = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return z.record(z.string(), manifestEntry).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The stylesheets of the named chunks (a source module's manifest key, or a chunk group's name such as 'campaigns')
 * and of everything they import, less what index.html loads already: the page's server-rendered markup must paint
 * styled (or it would paint unstyled, then move). Their scripts are not preloaded from the HTML: on a slow link they
 * would share the bandwidth with these stylesheets and delay the first paint; the entry fetches them with the screen.
 */
export function pageStyles(manifest: Manifest, chunks: readonly string[]): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>(['index.html']);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    for (const css of entry.css ?? []) styles.add(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) {
    const key =
      chunk in manifest ? chunk : Object.keys(manifest).find((k) => manifest[k]?.name === chunk && k.endsWith('.js'));
    if (key) visit(key);
  }
  return [...styles];
}
