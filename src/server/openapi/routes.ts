import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { send } from '../http/contract';
import { notFound } from '../refusals';
import { routeTable } from '../http/route-access';
import { openApiDocument } from './document';

/** Under this path the reference page loads its files, all from this server (no CDN). */
export const API_DOCS_ASSETS = '/api/docs/assets';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files served under API_DOCS_ASSETS: Swagger UI's own, and our start-up script. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(swaggerUiDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: join(swaggerUiDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: join(swaggerUiDir, 'favicon-32x32.png'), type: 'image/png' },
  'docs-init.js': {
    file: fileURLToPath(new URL('./docs-init.js', import.meta.url)),
    type: 'text/javascript; charset=utf-8',
  },
};

// Read once: the page is static; its script and styles are separate files, so the CSP needs no inline code.
const docsPage = readFileSync(new URL('./docs-page.html', import.meta.url), 'utf8');

/** Swagger UI's bundle is 1.7 MB: read on first use, then kept. */
const assetCache = new Map<string, Promise<Buffer>>();
function assetBytes(file: string): Promise<Buffer> {
  let bytes = assetCache.get(file);
  if (!bytes) {
    bytes = readFile(file);
    assetCache.set(file, bytes);
  }
  return bytes;
}

/** GET /api/openapi.json (the route table as OpenAPI 3.1) and GET /api/docs (its reference page). */
export function openApiRoutes(deps: Deps) {
  const table = routeTable(deps)
    .serve(routes.openApi, (c) => send(c, routes.openApi, openApiDocument()))
    .serve(routes.apiDocs, (c) => c.html(docsPage));
  table.app.get(`${API_DOCS_ASSETS}/:name`, async (c) => {
    const name = c.req.param('name');
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw notFound('noSuchDocsFile');
    c.header('Content-Type', asset.type);
    // Not versioned by name: kept for an hour, then fetched again (a deploy may bring a new Swagger UI).
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(new Uint8Array(await assetBytes(asset.file)));
  });
  return table.app;
}
