import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './harness';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.stop();
});

describe('the API reference page in a real browser', () => {
  it('renders every call from /api/openapi.json, with files only from this server and no CSP or console errors', async () => {
    const page = await e2e.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    const csp = (await response?.headerValue('Content-Security-Policy')) ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');

    await page.getByRole('heading', { name: /ClipMandi API/ }).waitFor();
    // Swagger UI lists each operation with its path in data-path.
    const listCampaigns = page.locator('.opblock-get .opblock-summary-path[data-path="/api/campaigns"]');
    await listCampaigns.waitFor();
    await page.locator('.opblock-post .opblock-summary-path[data-path="/api/admin/withdrawals/{id}/pay"]').waitFor();

    // Opening a call shows its parameters, from the route's query schema.
    await listCampaigns.click();
    await page.locator('.opblock-get.is-open tr[data-param-name="limit"]').waitFor();

    expect(requested.filter((url) => !url.startsWith(e2e.baseUrl))).toEqual([]);
    expect(requested).toContain(`${e2e.baseUrl}/api/openapi.json`);
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
