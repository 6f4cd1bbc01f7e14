import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md#how-a-screen-loads: a screen's module declares it once (`export const screen =
// defineScreen(...)`), and its route gives the address and `screenRoute(() => import(...))`, nothing else of it.
const ROUTES = resolve(import.meta.dirname, '../../src/web/routes');
const files = readdirSync(ROUTES).filter((name) => name.endsWith('.tsx'));
const read = (name: string) => readFileSync(resolve(ROUTES, name), 'utf8');
const screenModules = files.filter((name) => name.endsWith('-screen.tsx'));

describe('a screen, declared once', () => {
  it('is there to check (the screens of docs/product.md#screens-and-routes with data)', () => {
    expect(screenModules.length).toBeGreaterThanOrEqual(14);
  });

  it.each(screenModules)('%s exports its declaration and nothing else', (name) => {
    const exports = [...read(name).matchAll(/^export\s+(?:const|function|async function|type|\{)\s*(\w*)/gm)];
    expect(exports.map((match) => match[1])).toEqual(['screen']);
    expect(read(name)).toMatch(/^export const screen = defineScreen\(\{/m);
  });

  it.each(screenModules)('%s is loaded by its route through screenRoute, and by nothing else', (name) => {
    const module = `'./${name.replace(/\.tsx$/, '')}'`;
    const importers = files.filter((file) => read(file).includes(module));
    expect(importers).toEqual([name.replace(/-screen\.tsx$/, '.tsx')]);
    expect(read(importers[0] ?? '')).toContain(`screenRoute(() => import(${module})`);
  });

  it('leaves the loader, the placeholder and the failure to screenRoute in every route', () => {
    const handWritten = files.filter(
      (file) => /screenRoute\(/.test(read(file)) && /\b(loader|loaderDeps|errorComponent):/.test(read(file)),
    );
    expect(handWritten).toEqual([]);
  });
});
