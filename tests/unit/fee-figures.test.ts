import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIPPER_SHARE, FEE_SHARE } from '../../schemas/payout-math';

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code of a file without its comments (a comment may explain the rule in figures). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('fee figures', () => {
  it('are the rule of docs/product.md: the platform keeps 12% of every payout', () => {
    const product = readFileSync(join(ROOT, 'docs/product.md'), 'utf8');
    expect(product).toContain('- The platform keeps 12% of every payout.');
    expect(FEE_SHARE).toBe('12%');
    expect(CLIPPER_SHARE).toBe('88%');
  });

  it('are never written by hand in the interface, the server or the emails: they come from ADMIN_FEE_PERCENT', () => {
    const written = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => /\b(12|88) ?%/.test(line))
        .map((line) => `${relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(written).toEqual([]);
  });
});
