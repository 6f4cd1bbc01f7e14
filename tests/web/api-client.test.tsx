import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@web/lib/api-client';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

describe('callApi', () => {
  it('sends the bearer token, money as rupees, and returns money as paise', async () => {
    storeSession(aUser('creator'), 'jwt-creator');
    const api = mockApi({
      'POST /api/wallet/topup': { body: { order: { id: 'order_1', amount: 1234.5, currency: 'INR' } } },
    });
    const answer = await callApi('topup', { body: { amount: 123450 } });
    expect(answer).toEqual({ order: { id: 'order_1', amount: 123450, currency: 'INR' } });
    const call = api.calls[0];
    expect(call?.body).toEqual({ amount: 1234.5 });
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt-creator');
  });

  it('fills the :id parameter and the query string', async () => {
    const api = mockApi({ 'GET /api/admin/users': { status: 500, body: { message: 'boom' } } });
    await expect(callApi('adminUsers', { query: { role: 'creator', q: undefined } })).rejects.toThrow('boom');
    expect(api.calls[0]?.search.toString()).toBe('role=creator');
    await expect(callApi('getCampaign', { params: { id: 'a/b' } })).rejects.toBeInstanceOf(ApiError);
    expect(api.calls[1]?.path).toBe('/api/campaigns/a%2Fb');
  });

  it('turns an error body into an ApiError with the status and the server message', async () => {
    mockApi({
      'POST /api/campaigns/abc/join': { status: 409, body: { message: 'You have already joined this campaign' } },
    });
    const error = await callApi('joinCampaign', { params: { id: 'abc' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, 'Failed to join campaign. Please try again.')).toBe(
      'You have already joined this campaign',
    );
    expect(errorMessage(new Error('network'), 'Failed to join campaign. Please try again.')).toBe(
      'Failed to join campaign. Please try again.',
    );
  });

  it('throws when the answer does not match the contract', async () => {
    mockApi({ 'GET /api/wallet/creator': { body: { data: { availableBalance: 'lots' } } } });
    await expect(callApi('creatorWallet')).rejects.toThrow('Unexpected answer from GET /api/wallet/creator');
  });

  it('on a 401 clears the session and goes to /login', async () => {
    const clipper = aUser('user');
    storeSession(clipper, 'jwt-old');
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/wallet/clipper': { status: 401, body: { message: 'Your session has expired. Please log in again.' } },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Clipper Dashboard' });
    await expect(callApi('clipperWallet')).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('clipmandi.token')).toBeNull();
  });
});
