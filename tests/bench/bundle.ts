import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleFigures = {
  files: { file: string; bytes: number; gzipBytes: number }[];
  jsGzipBytes: number;
  /** What index.html loads before any route chunk: the entry script and its modulepreloads. */
  initialJsGzipBytes: number;
  cssGzipBytes: number;
};

/** Sizes of the built SPA (dist/assets), raw and gzip, as a browser would download them. */
export function measureBundle(distDir: string): BundleFigures {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(join(assets, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((s, f) => s + f.gzipBytes, 0);
  // Route screens are lazy chunks, so the total overstates a first visit; the initial set is what it costs.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const initialJsGzipBytes = files.filter((f) => initial.has(f.file)).reduce((s, f) => s + f.gzipBytes, 0);
  return { files, jsGzipBytes: sum('.js'), initialJsGzipBytes, cssGzipBytes: sum('.css') };
}
