import { inProcessFetch } from '../oauth/in-process-fetch';
import { Hono } from 'hono';
import { channelOfSandboxGoogleCode, SANDBOX_GOOGLE_CLIENT_ID } from '../../../schemas/youtube-sandbox-ids';

const TOKEN_PREFIX = 'sbxgtok.';

/**
 * The offline stand-in for Google sign-in (docs/trust.md#google-sign-in): the token endpoint and YouTube's
 * `channels.list?mine=true`, with their documented shapes and errors. The code names the channel the clipper signed
 * in as (the sandbox consent page makes it from their verification code), so the stand-in keeps nothing. The
 * product's own client calls it in-process through the `fetch` its settings carry.
 */
export function createGoogleSandbox() {
  const app = new Hono();

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const channelId = channelOfSandboxGoogleCode(String(form.code ?? ''));
    if (form.client_id !== SANDBOX_GOOGLE_CLIENT_ID || form.grant_type !== 'authorization_code' || !channelId) {
      return c.json({ error: 'invalid_grant', error_description: 'Bad Request' }, 400);
    }
    return c.json({
      access_token: `${TOKEN_PREFIX}${channelId}`,
      expires_in: 3599,
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      token_type: 'Bearer',
    });
  });

  app.get('/youtube/v3/channels', (c) => {
    const token = (c.req.header('Authorization') ?? '').replace(/^Bearer /, '');
    if (!token.startsWith(TOKEN_PREFIX) || c.req.query('mine') !== 'true') {
      return c.json(
        {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError' }],
            status: 'UNAUTHENTICATED',
          },
        },
        401,
      );
    }
    const id = token.slice(TOKEN_PREFIX.length);
    return c.json({
      kind: 'youtube#channelListResponse',
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [{ kind: 'youtube#channel', id, snippet: { title: 'Sandbox channel', description: '' } }],
    });
  });

  return inProcessFetch(app);
}
