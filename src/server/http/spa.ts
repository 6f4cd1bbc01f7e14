import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { logger } from '../ops/logger';
import { pageLocale } from '../i18n/request-locale';
import { loadPublicPages, withLanguage, type PublicPages, type ReadApi } from '../render/public-pages';
import { mountLanguageChoice } from './language-choice';

/**
 * Serves the built SPA; any other GET outside /api and /assets gets index.html so a reload of /discover works.
 * The public pages get it with their markup and data rendered in (src/server/render/public-pages.ts).
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The renderer loads while the server starts; a page asked for before that waits for it.
  const publicPages: Promise<PublicPages | null> = loadPublicPages(staticDir, indexHtml).catch((err: unknown) => {
    logger.error({ err }, 'The public pages renderer did not load: they are served without markup');
    return null;
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker and the manifest are checked for updates on every visit (their names never change).
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/manifest.webmanifest', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'application/manifest+json');
    }
  });
  mountLanguageChoice(app);
  // The server renderer is not for browsers.
  app.get('/server/*', (c) => c.notFound());
  // Before the static files, which would answer / with the bare index.html.
  app.get('*', async (c, next) => {
    const pages = await publicPages;
    if (!pages?.isRendered(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    // Drawn in the language the browser keeps or asks for (docs/languages.md).
    c.header('Vary', 'Cookie, Accept-Language');
    const locale = pageLocale(c);
    // The page's reads go through the app itself (its access rules and read cache), as the browser's would.
    const readApi: ReadApi = async (path) => {
      const res = await app.request(path, { headers: { accept: 'application/json' } }, c.env);
      return res.ok ? { body: await res.json(), etag: res.headers.get('etag') } : null;
    };
    try {
      return c.html(await pages.render(c.req.path, readApi, new URL(c.req.url).search, locale));
    } catch (err) {
      logger.error({ err, path: c.req.path }, 'Rendering a public page failed: served without markup');
      return c.html(withLanguage(indexHtml, locale));
    }
  });
  app.use('*', serveStatic({ root: staticDir }));
  // A missing asset (say a route chunk of an older build) is a 404 the browser must not keep, so a lazy
  // route can fail and reload to the new index.html; the fallback below would answer it with HTML, for a year.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.notFound();
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(withLanguage(indexHtml, pageLocale(c)));
  });
  return true;
}
