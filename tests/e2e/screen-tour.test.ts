import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@schemas/auth';
import { hindiFor, words } from '../support/words';
import { englishLeftOn } from './english-left';
import { startE2e, type E2e } from './harness';
import { SEED_ADMIN_ENV, seedMarketplace, type Seeded } from './marketplace-seed';

// Every screen, tab and modal at a phone's size and a laptop's, photographed whole into the git-ignored
// tests/results/screenshots/<width>x<height>/<screen>.png so anyone can look at them after `npm test`. Each shot
// first checks the screen stands (its heading, or the tab's or modal's content), so a broken screen fails the tour.
// Then once more in Hindi at a phone's size (docs/languages.md), into tests/results/screenshots/hi/390x844/.
const SIZES = [
  { width: 390, height: 844, language: 'en' },
  { width: 1366, height: 768, language: 'en' },
  { width: 390, height: 844, language: 'hi' },
] as const;
type Size = (typeof SIZES)[number];
const folderOf = (size: Size) =>
  join(size.language === 'hi' ? join(SHOTS, 'hi') : SHOTS, `${size.width}x${size.height}`);
/** What the seeded people typed (names, titles, descriptions): shown as written in every language. */
const PEOPLES_WORDS = [
  // The first admin's name, as the server names it when it creates them from ADMIN_EMAIL.
  'Admin',
  'Meera Creator',
  'Kiran Clipper',
  'Cricket Highlights',
  'Weekly Tamil-language cooking show: every recipe cut into its own sixty-second short',
  'Cut the best overs of the series into Shorts, with the score on screen.',
  'Vertical, under 60 seconds, no music over the commentary.',
];
const SHOTS = resolve(import.meta.dirname, '../results/screenshots');

let e2e: E2e;
let seeded: Seeded;
beforeAll(async () => {
  e2e = await startE2e({ env: SEED_ADMIN_ENV });
  seeded = await seedMarketplace(e2e);
  await Promise.all(SIZES.map((size) => rm(folderOf(size), { recursive: true, force: true })));
});
afterAll(async () => {
  await e2e?.stop();
});

/** What the browser reported, but for the refused requests to hosts the tour keeps offline (route.abort()). */
const pageErrors = (page: Page) =>
  e2e.browserErrors(page).filter((error) => error !== 'Failed to load resource: net::ERR_FAILED');

/**
 * The page as it will stay: web fonts loaded, every image loaded or failed (lazy ones asked for now, since a
 * full-page shot shows them all), no skeleton, loader or busy region left, and opening transitions finished.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) =>
              ['load', 'error'].forEach((type) => image.addEventListener(type, done, { once: true })),
            ),
        ),
    );
  });
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]'),
  );
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

describe.each(SIZES)('the screen tour at $width x $height in $language', (size: Size) => {
  const folder = folderOf(size);
  /** The reader's words for `english`: in Hindi, the catalogue's Hindi for it (tests/support/words.ts). */
  const say = (english: string) => (size.language === 'hi' ? hindiFor(english) : english);
  /** A message with values, in the tour's language. */
  const sayWith = (key: string, values: Record<string, string | number>) => words(size.language, key, values);

  async function pageAs(auth: AuthResponse | null) {
    const options = { language: size.language };
    const page = auth ? await e2e.newPageAs(auth, options) : await e2e.newPage(options);
    await page.setViewportSize(size);
    // Nothing leaves the machine: YouTube's thumbnails fail at once and show their placeholder, as offline.
    const origin = new URL(e2e.baseUrl).origin;
    await page.context().route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    return page;
  }

  /**
   * Waits for `ready`, checks it is visible, lets the page settle and saves `<name>.png`: the whole page, or with a
   * modal open the window as the reader sees it (a modal's backdrop covers the window, not the whole page).
   */
  async function shoot(page: Page, name: string, ready: Locator, fullPage = true) {
    await ready.waitFor().catch(async (error: unknown) => {
      throw new Error(
        `${name}: ${String(error)}\nBrowser errors: ${pageErrors(page).join('\n')}\nPage: ${await page.locator('body').innerText()}`,
      );
    });
    await settle(page);
    expect(await ready.isVisible(), `${name} shows ${ready.toString()}`).toBe(true);
    // Nothing English on a Hindi screen but what people typed, names and codes (docs/languages.md).
    if (size.language === 'hi') expect(await englishLeftOn(page, PEOPLES_WORDS), `${name} in Hindi`).toEqual([]);
    await mkdir(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  /** `title` is the screen's heading in English (said in the tour's language), or a name (`{ name }`) as it is. */
  async function screen(page: Page, name: string, path: string, title: string | { name: string }) {
    await page.goto(path);
    await shoot(page, name, heading(page, typeof title === 'string' ? say(title) : title.name));
  }

  /** A dashboard tab, chosen as a reader would, shot once `content` shows. */
  async function tab(page: Page, name: string, label: string, content: string | { name: string }) {
    const button = page.getByRole('tab', { name: new RegExp(say(label)) });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-selected')).toBe('true');
    const text = typeof content === 'string' ? say(content) : content.name;
    await shoot(page, name, page.getByRole('tabpanel').getByText(text).first());
  }

  /** Opens a modal from `button` (inside `scope`), shoots it open, and closes it with Escape. */
  async function modal(
    page: Page,
    name: string,
    button: string,
    dialog: string,
    scope: Locator = page.locator('body'),
  ) {
    await scope
      .getByRole('button', { name: say(button), exact: true })
      .first()
      .click();
    const open = page.getByRole('dialog', { name: say(dialog) });
    await shoot(page, name, open, false);
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'detached' });
  }

  it('shows every public screen', async () => {
    const page = await pageAs(null);
    const screens: [string, string, string | { name: string }][] = [
      ['visitor-home', '/', 'Welcome to ClipMandi'],
      ['visitor-discover', '/discover', 'Discover Campaigns'],
      ['visitor-campaign', `/campaign/${seeded.campaignId}`, { name: seeded.campaignTitle }],
      ['visitor-login', '/login', 'Welcome Back'],
      ['visitor-signup', '/signup', 'Create Your Account'],
      ['visitor-admin-login', '/admin/login', 'Admin Login'],
      ['visitor-contact', '/contact', 'Contact Us'],
      ['visitor-privacy-policy', '/privacy-policy', 'Privacy Policy'],
      ['visitor-terms-of-service', '/terms-of-service', 'Terms of Service'],
      ['visitor-not-found', '/no-such-page', 'Page Not Found'],
    ];
    for (const [name, path, title] of screens) await screen(page, name, path, title);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the clipper's dashboard tabs, Submit Clip, wallet and settings", async () => {
    const page = await pageAs(seeded.clipper);
    await screen(page, 'clipper-dashboard-overview', '/dashboard', 'Clipper Dashboard');
    await modal(page, 'clipper-submit-clip', 'Submit Clip', 'Submit Clip');
    await tab(page, 'clipper-dashboard-joined-campaigns', 'Joined Campaigns', { name: seeded.campaignTitle });
    await tab(page, 'clipper-dashboard-my-clips', 'My Clips', {
      name: sayWith('common.showingClips', { count: 3, all: 'yes' }),
    });
    await screen(page, 'clipper-wallet', '/clipper/wallet', 'Clipper Wallet');
    await screen(page, 'clipper-settings', '/settings', 'Settings');
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the creator's dashboard tabs, Create Campaign, Approve, wallet and Top Up", async () => {
    const page = await pageAs(seeded.creator);
    await screen(page, 'creator-dashboard-overview', '/creator', 'Creator Dashboard');
    await modal(page, 'creator-create-campaign', 'Create New Campaign', 'Create New Campaign');
    await tab(page, 'creator-dashboard-my-campaigns', 'My Campaigns', { name: seeded.campaignTitle });
    await tab(page, 'creator-dashboard-pending-reviews', 'Pending Reviews', { name: 'Kiran Clipper' });
    await modal(
      page,
      'creator-approve-clip',
      'Approve',
      'Approve clip',
      page.getByRole('row', { name: /Kiran Clipper/ }),
    );
    await screen(page, 'creator-wallet', '/creator/wallet', 'Creator Wallet');
    await modal(page, 'creator-top-up', 'Top-Up Wallet', 'Top Up Wallet');
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the admin's dashboard tabs, wallet and every list", async () => {
    const page = await pageAs(seeded.admin);
    await screen(page, 'admin-dashboard-overview', '/admin', 'Admin Dashboard');
    await tab(page, 'admin-dashboard-recent-activity', 'Recent Activity', { name: 'Meera Creator' });
    await tab(page, 'admin-dashboard-refunds-disputes', 'Refunds & Disputes', 'Refunds');
    const screens: [string, string, string][] = [
      ['admin-wallet', '/admin/wallet', 'Admin Wallet'],
      ['admin-users', '/admin/users', 'Users'],
      ['admin-campaigns', '/admin/campaigns', 'Campaigns'],
      ['admin-transactions', '/admin/transactions', 'Transactions'],
      ['admin-withdrawals', '/admin/withdrawals', 'Withdrawals'],
      ['admin-review-queue', '/admin/review-queue', 'Review queue'],
      ['admin-settings', '/settings', 'Settings'],
    ];
    for (const [name, path, title] of screens) await screen(page, name, path, title);
    expect(pageErrors(page)).toEqual([]);
  });
});
