import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadAppMessages } from '@web/lib/i18n';
import { formatDate } from '@web/lib/format';
import { words } from '../support/words';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

// A reader who chose Hindi (docs/languages.md): the screens speak it, dates are written in it, calls ask for it.
const hi = (key: string, values?: Record<string, string | number>) => words('hi', key, values);

beforeEach(async () => {
  await activateLanguage('hi');
  await loadAppMessages();
});
afterEach(async () => {
  await activateLanguage('en');
});

describe('in Hindi', () => {
  it('the sign-in page reads in Hindi, and a refusal comes back as the server said it', async () => {
    const api = mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'ईमेल या पासवर्ड गलत है।', code: 'invalidCredentials' },
      },
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: hi('auth.welcomeBack') });
    await user.type(screen.getByLabelText(hi('auth.email')), 'asha@example.com');
    await user.type(screen.getByLabelText(hi('auth.password')), 'secret-pass');
    await user.click(screen.getByRole('button', { name: hi('auth.signIn') }));
    await screen.findByText('ईमेल या पासवर्ड गलत है।');
    // The server answers in the reader's language because the app asks for it, whatever the browser says.
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/auth/login')?.headers.get('accept-language')).toBe('hi'),
    );
  });

  it('writes dates in Hindi', () => {
    expect(formatDate('2025-03-05T10:00:00.000Z', { timeZone: 'Asia/Kolkata' })).toBe('5 मार्च 2025');
  });
});
