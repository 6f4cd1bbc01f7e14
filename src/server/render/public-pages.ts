import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../../web/entry-server';
import type { Locale } from '../../../schemas/locale';
import { translate } from '../i18n/catalogue';
import { pageStyles, readManifest } from './page-assets';

type Renderer = typeof EntryServer;
/** Answers an API path in-process (the app itself, through its read cache), or null when it refused. */
export type ReadApi = (path: string) => Promise<{ body: unknown; etag: string | null } | null>;

// Pages per path and answers' versions; the public pages are few, but a campaign id is anyone's to make up.
const MAX_CACHED_PAGES = 200;

const DESCRIPTION = /<meta name="description" content="[^"]*"/;

/**
 * The page in `locale`: `<html lang>` is what the app reads to start in it (src/web/lib/i18n.ts), and the description
 * search engines and link previews show is in it too.
 */
export const withLanguage = (html: string, locale: Locale) =>
  html
    .replace('<html lang="en"', `<html lang="${locale}"`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${translate(locale, 'pageDescription')}"`);

/** JSON inside a <script> element: '<' escaped, so no text in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The public pages (/, /discover, /campaign/:id, /login, /signup) as HTML with their markup, rendered by the
 * build's server renderer (dist/server/entry-server.js), so they paint before the JavaScript arrives. A page that
 * shows data carries it too (the same JSON the API answers, decoded), for the browser's React Query to start from.
 * Null when the build has no renderer: every path then gets the plain index.html.
 */
export async function loadPublicPages(staticDir: string, indexHtml: string) {
  const entry = join(staticDir, 'server', 'entry-server.js');
  const manifest = readManifest(staticDir);
  if (!existsSync(entry) || !manifest || !indexHtml.includes('<div id="root"></div>')) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const cache = new Map<string, string>();
  // These pages run the small boot script instead of the app's entry, which it names: it starts the app on the
  // visitor's first touch, key press or focus (src/web/boot.ts).
  const appEntry = manifest['index.html']?.file;
  const boot = manifest['src/web/boot.ts']?.file;
  const pageHtml =
    appEntry && boot
      ? indexHtml.replace(`src="/${appEntry}"`, `src="/${boot}" data-app-entry="/${appEntry}"`)
      : indexHtml;

  /** `pathname`'s page in `locale`; `search` (the query string, '?q=...' or '') is what Discover's list shows. */
  async function render(pathname: string, readApi: ReadApi, search = '', locale: Locale = 'en'): Promise<string> {
    const calls = await renderer.pageCalls(pathname, search);
    const answers = await Promise.all(calls.map(async (call) => ({ call, answer: await readApi(call.path) })));
    const url = `${pathname}${search}`;
    const key = [locale, url, ...answers.map(({ answer }) => answer?.etag ?? 'none')].join(' ');
    const cached = cache.get(key);
    if (cached) return cached;
    const found = answers.flatMap(({ call, answer }) => (answer ? [{ call, body: answer.body }] : []));
    const page = await renderer.renderPage(url, found, locale);
    const head = pageStyles(manifest ?? {}, renderer.pageChunks(pathname))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('');
    const data =
      page.pageData.length > 0
        ? `<script type="application/json" id="page-data">${scriptJson(page.pageData)}</script>`
        : '';
    // Replacer functions: a '$&' or "$'" in a campaign's text must stay text, not a replacement pattern.
    const html = withLanguage(pageHtml, locale)
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `${data}<div id="root">${page.html}</div>`);
    // Only pages whose answers have a version are kept (an answer without an ETag may differ on the next call).
    if (answers.every(({ answer }) => answer?.etag)) {
      if (cache.size >= MAX_CACHED_PAGES) cache.clear();
      cache.set(key, html);
    }
    return html;
  }

  return { isRendered: renderer.isRenderedPath, render };
}

export type PublicPages = NonNullable<Awaited<ReturnType<typeof loadPublicPages>>>;
