import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep the web features lined up with the server's slices (eslint.config.js).
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads every plugin: seconds on a busy machine.
describe('web import rules', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, pointing to src/web/routes', async () => {
    const messages = await restrictedImports(
      'src/web/features/clips/components/example.tsx',
      "import { campaignListQuery } from '@web/features/campaigns/api/campaign-queries';\nexport const q = campaignListQuery;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('A feature never imports another feature: compose them in src/web/routes');
  });

  it("allows a feature's own modules, shared components and lib, and the contract", async () => {
    const messages = await restrictedImports(
      'src/web/features/clips/components/example.tsx',
      [
        "import { myClipsQuery } from '@web/features/clips/api/my-clips-query';",
        "import { submitClipMutation } from '../api/submit-clip';",
        "import { LoadMore } from '@web/components/load-more';",
        "import { notify } from '@web/lib/notify';",
        "import type { Clip } from '@schemas/clip';",
        'export const parts = [myClipsQuery, submitClipMutation, LoadMore, notify] as const;',
        'export type C = Clip;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses ../../ in src/web, asking for the alias', async () => {
    const messages = await restrictedImports(
      'src/web/features/wallet/components/example.tsx',
      "import { notify } from '../../../lib/notify';\nexport const n = notify;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('by its alias (@web/..., @schemas/...)');
  });

  it('lets the screens in src/web/routes compose several features', async () => {
    const messages = await restrictedImports(
      'src/web/routes/example-screen.tsx',
      [
        "import { CampaignEditor } from '../features/campaigns/components/campaign-editor';",
        "import { PendingReviewsTab } from '@web/features/clips/components/pending-reviews-tab';",
        'export const parts = [CampaignEditor, PendingReviewsTab] as const;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses shared code (lib, components) importing a feature or a route', async () => {
    for (const filePath of ['src/web/lib/example.ts', 'src/web/components/example.tsx']) {
      const messages = await restrictedImports(
        filePath,
        [
          "import { myClipsQuery } from '@web/features/clips/api/my-clips-query';",
          "import { discoverRoute } from '@web/routes/discover';",
          'export const parts = [myClipsQuery, discoverRoute] as const;',
        ].join('\n'),
      );
      expect(messages).toHaveLength(2);
      expect(messages[0]).toContain('Shared code (src/web/lib, src/web/components) never imports a feature or a route');
    }
  });

  it('refuses the configuration importing anything of ours', async () => {
    const messages = await restrictedImports(
      'src/server/config-env.ts',
      "import { ACTIONS } from './limits/action-limits';\nexport const a = ACTIONS;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('config-env.ts imports nothing of ours: it is the lowest layer.');
  });
});

describe('server layer rules', { timeout: 60_000 }, () => {
  it('refuses the ledger and database layer importing http/ or a domain slice', async () => {
    for (const filePath of [
      'src/server/ledger/example.ts',
      'src/server/db/example.ts',
      'src/server/cache/example.ts',
    ]) {
      const messages = await restrictedImports(
        filePath,
        [
          "import { errorResponse } from '../http/errors';",
          "import { payClip } from '../clips/pay-clip';",
          'export const parts = [errorResponse, payClip] as const;',
        ].join('\n'),
      );
      expect(messages).toHaveLength(2);
      expect(messages[0]).toContain(
        'The ledger and database layer (db, ledger, feed, cache, paging, limits) imports only',
      );
    }
  });

  it('lets that layer import itself, the configuration, refusals, the logger, the wiring types and the contract', async () => {
    const messages = await restrictedImports(
      'src/server/ledger/example.ts',
      [
        "import { accounts } from '../db/schema';",
        "import { commitChange } from '../feed/commit-change';",
        "import { unprocessable } from '../refusals';",
        "import { logger } from '../ops/logger';",
        "import type { Config } from '../config';",
        "import type { Deps } from '../deps';",
        "import { ADMIN_FEE_PERCENT } from '../../../schemas/payout-math';",
        "import { describeAccount } from './accounts';",
        'export const parts = [accounts, commitChange, unprocessable, logger, ADMIN_FEE_PERCENT, describeAccount] as const;',
        'export type T = Config | Deps;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it("refuses domain code importing http/, and lets a slice's route files do it", async () => {
    const code = "import { send } from '../http/contract';\nexport const s = send;\n";
    const domain = await restrictedImports('src/server/clips/example.ts', code);
    expect(domain).toHaveLength(1);
    expect(domain[0]).toContain('Domain code never imports http/');
    expect(await restrictedImports('src/server/clips/routes.ts', code)).toEqual([]);
    expect(await restrictedImports('src/server/admin/wallet-routes.ts', code)).toEqual([]);
  });
});
