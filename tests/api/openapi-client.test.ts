import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCampaign, fundedCreator } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * What an integrator does with GET /api/openapi.json (docs/api.md): generate a typed client with
 * openapi-typescript, then write code against it. The generated types must compile, and a real answer of the
 * API, written into the type the generator gave its route, must type-check; a wrong field must not.
 */

let api: TestApi;
auditLedgerAfterEach(() => api);
let dir: string;

beforeAll(async () => {
  api = await startTestApi();
  dir = mkdtempSync(join(tmpdir(), 'clipmandi-openapi-client-'));
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The compiler's complaints about `usage` written beside the generated `api.d.ts`, as lines. */
function typeErrors(usage: string): string[] {
  const file = join(dir, 'usage.ts');
  writeFileSync(file, usage);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: false,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

it(
  'generates a client whose types compile and fit real answers (openapi-typescript)',
  { timeout: 60_000 },
  async () => {
    const document = await api.call('openApi');
    expect(document.status).toBe(200);
    const generated = astToString(await openapiTS(JSON.stringify(document.json)));
    writeFileSync(join(dir, 'api.d.ts'), generated);
    // Every path of the document is in the client.
    expect(generated).toContain('"/api/campaigns/{id}"');
    expect(generated).toContain('"/api/wallet/withdraw"');

    const creator = await fundedCreator(api, 2_000);
    const campaign = await createCampaign(api, creator, { totalBudget: 500 });
    const list = await api.call('listCampaigns');
    const detail = await api.call('getCampaign', { params: { id: campaign._id } });
    expect(list.status).toBe(200);
    expect(detail.status).toBe(200);

    const typed = (name: string, path: string, body: unknown) =>
      `const ${name}: paths['${path}']['get']['responses'][200]['content']['application/json'] = ${JSON.stringify(body)};\n`;
    const usage =
      "import type { paths } from './api';\n" +
      typed('list', '/api/campaigns', list.json) +
      typed('detail', '/api/campaigns/{id}', detail.json) +
      'export const title: string = detail.campaign.title;\nexport const count: number = list.campaigns.length;\n';
    expect(typeErrors(usage)).toEqual([]);

    // The types mean something: a field the API does not have, or money as text, is refused.
    expect(typeErrors(`${usage}export const nothing = detail.campaign.notAField;\n`).join('\n')).toContain(
      "'notAField'",
    );
    const wrong = JSON.stringify({
      ...(detail.json as { campaign: object }),
      campaign: { ...(detail.json as { campaign: object }).campaign, totalBudget: '500' },
    });
    expect(
      typeErrors(
        `import type { paths } from './api';\nconst d: paths['/api/campaigns/{id}']['get']['responses'][200]['content']['application/json'] = ${wrong};\n`,
      ),
    ).not.toEqual([]);
  },
);
