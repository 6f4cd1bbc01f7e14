import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/architecture.md that the linter's per-file rules cannot see: no import cycle in src/
 * and schemas/ (a type-only import vanishes at run time and does not count; a dynamic import() does), and the
 * configuration imports nothing of ours.
 */
const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

type Graph = Map<string, Set<string>>;

/** Imports of our own modules, by file: relative paths and the @web/ and @schemas/ aliases. */
function importGraph(files: string[]): Graph {
  const known = new Set(files);
  const target = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@web/')
      ? join(ROOT, 'src/web', spec.slice(5))
      : spec.startsWith('@schemas/')
        ? join(ROOT, 'schemas', spec.slice(9))
        : spec.startsWith('.')
          ? resolve(dirname(from), spec)
          : null;
    if (!base) return null;
    return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate)) ?? null;
  };
  const graph: Graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...[...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)]
        .filter((match) => !match[1])
        .map((match) => match[2] ?? ''),
      ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? ''),
    ];
    graph.set(file, new Set(specs.map((spec) => target(file, spec)).filter((path): path is string => path !== null)));
  }
  return graph;
}

/** The strongly connected components of more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.map((file) => relative(ROOT, file)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'schemas'))];
const graph = importGraph(files);

describe('the import graph', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const planted: Graph = new Map([
      ['/a', new Set(['/b'])],
      ['/b', new Set(['/c'])],
      ['/c', new Set(['/a'])],
      ['/d', new Set(['/a'])],
    ]);
    expect(cycles(planted)).toHaveLength(1);
    expect(graph.size).toBeGreaterThan(300);
  });

  it('has no cycle in src/ and schemas/', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the configuration at the bottom: config-env.ts imports nothing of ours', () => {
    const envFile = join(ROOT, 'src/server/config-env.ts');
    expect([...(graph.get(envFile) ?? [])].map((file) => relative(ROOT, file))).toEqual([]);
  });
});
