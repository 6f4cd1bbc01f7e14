import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleFigures = { files: { file: string; bytes: number; gzipBytes: number }[]; jsGzipBytes: number; cssGzipBytes: number };

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
  return { files, jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
}
