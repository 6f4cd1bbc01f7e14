import * as z from 'zod';

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document generated from the route table (src/server/openapi).
 * Only its outline is checked here; the full rules of the format are OpenAPI's own (tests validate the
 * document with an OpenAPI validator).
 */
export const openApiDocument = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string().startsWith('/'), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocument>;

/** GET /api/docs: the API reference page (HTML), rendered in the browser from /api/openapi.json. */
export const apiDocsPage = z.string().describe('text/html');
