import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse';

export type RouteBundle = {
  route: string;
  /** Who is signed in (null: a visitor). */
  as: string | null;
  /** Measured after a first key press, which starts the app on a page the server drew (src/web/boot.ts). */
  touched: boolean;
  /** A browser set to Hindi (docs/languages.md): its pages load the Hindi catalogue. */
  hindi: boolean;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { file: string; gzipBytes: number }[];
};

/** A signed-in visit: the token and the user the SPA keeps in localStorage. */
export type StoredLogin = { token: string; user: unknown };

const TOKEN_KEY = 'clipmandi.token';
const USER_KEY = 'clipmandi.user';

/**
 * What each route really loads: a cold visit in headless Chromium (signed in for the private areas), every
 * JS and CSS file it fetched from /assets until the network was idle, sized as gzip -9 of the built file in
 * dist/assets (what the server's compression sends, give or take a level). No hover, so no
 * preload-on-intent chunks. With `touch`, then a key press and the files that brought (a server-drawn page starts
 * the app on the visitor's first touch, key press or focus).
 */
export async function measureRouteBundles(
  baseUrl: string,
  distDir: string,
  routes: { route: string; as?: { label: string; login: StoredLogin }; touch?: boolean; hindi?: boolean }[],
): Promise<RouteBundle[]> {
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      const path = join(distDir, 'assets', file);
      size = existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
      gzipOf.set(file, size);
    }
    return size;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const figures: RouteBundle[] = [];
  try {
    for (const { route, as, touch = false, hindi = false } of routes) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: hindi ? 'hi-IN' : 'en-IN' });
      if (as) {
        await context.addInitScript(
          ({ keys, login }) => {
            localStorage.setItem(keys[0], login.token);
            localStorage.setItem(keys[1], JSON.stringify(login.user));
          },
          { keys: [TOKEN_KEY, USER_KEY] as const, login: as.login },
        );
      }
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        const match = /\/assets\/([^/?#]+\.(?:js|css))(?:[?#]|$)/.exec(request.url());
        if (match?.[1]) files.add(match[1]);
      });
      // Not 'networkidle': a signed-in page keeps its live-update stream (GET /api/events) open. Done when no new
      // script or stylesheet was asked for in the last second.
      const settle = async () => {
        for (let seen = -1; seen !== files.size;) {
          seen = files.size;
          await page.waitForTimeout(1000);
        }
      };
      await page.goto(route, { waitUntil: 'load' });
      await settle();
      if (touch) {
        await page.keyboard.press('Shift');
        await settle();
      }
      await context.close();
      const list = [...files]
        .map((file) => ({ file, gzipBytes: sizeOf(file) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      const sum = (ext: string) => list.filter((f) => f.file.endsWith(ext)).reduce((s, f) => s + f.gzipBytes, 0);
      figures.push({
        route,
        as: as?.label ?? null,
        touched: touch,
        hindi,
        jsGzipBytes: sum('.js'),
        cssGzipBytes: sum('.css'),
        files: list,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
