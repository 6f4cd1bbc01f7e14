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

export type PageAssets = { scripts: string[]; styles: string[] };

/** The build's manifest (dist/.vite/manifest.json): which files each chunk needs. Null when the build has none. */
export function readManifest(staticDir: string): Manifest | null {
  const file = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return z.record(z.string(), manifestEntry).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The files of the named chunks (a source module's manifest key, or a chunk group's name such as 'campaigns') and
 * everything they import, less what index.html loads already: the page's stylesheets must be there before its
 * server-rendered markup paints (or it would paint unstyled, then move), and its scripts can load alongside.
 */
export function pageAssets(manifest: Manifest, chunks: readonly string[]): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>(['index.html']);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    scripts.add(`/${entry.file}`);
    for (const css of entry.css ?? []) styles.add(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) {
    const key = chunk in manifest ? chunk : Object.keys(manifest).find((k) => manifest[k]?.name === chunk && k.endsWith('.js'));
    if (key) visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
