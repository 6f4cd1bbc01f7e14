import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './harness';

const ADMIN = { email: 'root@e2e.example.com', password: 'admin-e2e-password' };

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(async () => {
  await e2e?.stop();
});

describe('accounts in a real browser', () => {
  it('signs up as a clipper, lands on /dashboard, logs out through the confirmation and lands on /', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/signup');

    await page.getByLabel('Full Name').fill('Asha Clipper');
    await page.getByLabel('Email Address').fill(`asha-${Date.now()}@e2e.example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    expect(await page.getByLabel('I want to be a...').inputValue()).toBe('user');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Asha Clipper').waitFor();
    expect(await nav.getByRole('link', { name: 'Clipper Dashboard' }).count()).toBe(1);

    await nav.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout?' });
    await dialog.getByText('You will be signed out of your account.').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome to ClipMandi' }).waitFor();
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('clipmandi.token'))).toBeNull();
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('serves the app on a reload of /discover (history fallback)', async () => {
    const page = await e2e.newPage();
    const response = await page.goto('/discover');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Discover Campaigns' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Discover Campaigns' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/discover');
  });

  it('keeps a signed-in creator signed in across a reload and sends them from /dashboard to /creator', async () => {
    const creator = await e2e.signup('creator', 'Ravi Creator');
    const page = await e2e.newPageAs(creator);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/creator');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Ravi Creator').waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Creator Hub' }).waitFor();
  });

  it('refuses a clipper at /admin/login with a banner, then signs the admin in to /admin', async () => {
    const clipper = await e2e.signup('user');
    const page = await e2e.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(clipper.user.email);
    await page.getByLabel('Password', { exact: true }).fill(clipper.password);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Invalid email or password.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).waitFor();
  });
});
