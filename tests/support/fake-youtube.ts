import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { YouTubeSettings } from '../../src/server/config';

/**
 * A local stand-in for YouTube Data API v3 (https://developers.google.com/youtube/v3/docs), answering the two
 * calls the server makes as the documented API does: GET {url}/videos and GET {url}/channels with `part`, `id`
 * and `key`, their list answers (counts as decimal strings, hidden counts left out, missing ids left out) and
 * Google's error bodies. Tests set videos and channels, queue failures and time-outs, and read the request log.
 *
 *   const fake = await startFakeYouTube();
 *   await startTestApi({ youtube: fake.settings });
 *   // which is { mode: 'api', apiKey: fake.key, apiUrl: fake.url, dailyQuota: 10_000, timeoutMs: 500 }
 */

export type FakeVideo = {
  id: string;
  channelId: string;
  title: string;
  publishedAt: Date | string;
  /** Null: YouTube leaves viewCount out (an upcoming premiere), an item the client cannot measure. */
  views: number | null;
  /** Left out (or null): the owner hides the count, and YouTube leaves it out. */
  likes?: number | null;
  comments?: number | null;
  /** snippet.description; empty when left out. */
  description?: string;
  /** Its length in seconds (contentDetails.duration); 45 when left out. */
  durationSeconds?: number;
};

/** Seconds as YouTube writes a length: PT45S, PT4M5S, PT1H2M. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export type FakeChannel = {
  id: string;
  title: string;
  description: string;
  publishedAt: Date | string;
  /** Null: hidden (hiddenSubscriberCount true, subscriberCount left out). */
  subscribers: number | null;
  videoCount: number;
};

export type FakeRequest = {
  method: string;
  /** The path after the API's base, e.g. `/videos`. */
  path: string;
  query: Record<string, string>;
  /** The `id` parameter split at commas. */
  ids: string[];
  /** The status answered (0 for a request held by hangNext and never answered). */
  status: number;
};

export type FakeYouTube = Awaited<ReturnType<typeof startFakeYouTube>>;

/** The path YouTube serves v3 under, so `url` looks like the real base URL. */
const BASE_PATH = '/youtube/v3';
const MAX_IDS = 50;
const VIDEO_PARTS = new Set([
  'contentDetails',
  'fileDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  'player',
  'processingDetails',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'suggestions',
  'topicDetails',
]);
const CHANNEL_PARTS = new Set([
  'auditDetails',
  'brandingSettings',
  'contentDetails',
  'contentOwnerDetails',
  'id',
  'localizations',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
]);

/** YouTube's timestamps: ISO 8601 in UTC without milliseconds. */
const youtubeTime = (at: Date | string) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
const etag = () => Math.random().toString(36).slice(2, 14);

/** Google's error body: `{"error": {code, message, errors: [{message, domain, reason, ...}], status}}`. */
function googleError(
  code: number,
  message: string,
  status: string,
  error: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  return { error: { code, message, errors: [{ message, ...error }], status, ...extra } };
}

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
const KEY_INVALID_MESSAGE = 'API key not valid. Please pass a valid API key.';

/** The body YouTube sends with `status` (and, for 403 and 400, `reason`). */
function failureBody(status: number, reason?: string) {
  if (status === 403) {
    if (reason === 'dailyLimitExceeded')
      return googleError(
        403,
        'Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT).',
        'PERMISSION_DENIED',
        { domain: 'usageLimits', reason },
      );
    if (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded')
      return googleError(403, 'Rate Limit Exceeded', 'PERMISSION_DENIED', { domain: 'usageLimits', reason });
    if (reason === 'forbidden')
      return googleError(403, 'The request is missing a valid API key.', 'PERMISSION_DENIED', {
        domain: 'global',
        reason,
      });
    return googleError(403, QUOTA_MESSAGE, 'PERMISSION_DENIED', {
      domain: 'youtube.quota',
      reason: reason ?? 'quotaExceeded',
    });
  }
  if (status === 400) {
    if (reason === undefined || reason === 'keyInvalid') {
      return googleError(
        400,
        KEY_INVALID_MESSAGE,
        'INVALID_ARGUMENT',
        { domain: 'global', reason: 'badRequest' },
        {
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
              metadata: { service: 'youtube.googleapis.com' },
            },
          ],
        },
      );
    }
    return googleError(400, 'Bad Request', 'INVALID_ARGUMENT', { domain: 'global', reason });
  }
  if (status === 429)
    return googleError(429, 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED', {
      domain: 'global',
      reason: reason ?? 'rateLimitExceeded',
    });
  if (status === 503)
    return googleError(503, 'The service is currently unavailable.', 'UNAVAILABLE', {
      domain: 'global',
      reason: reason ?? 'backendError',
    });
  if (status >= 500)
    return googleError(status, 'Internal error encountered.', 'INTERNAL', {
      domain: 'global',
      reason: reason ?? 'backendError',
    });
  return googleError(status, 'Request failed', 'FAILED_PRECONDITION', {
    domain: 'global',
    reason: reason ?? 'failedPrecondition',
  });
}

export async function startFakeYouTube(options: { key?: string } = {}) {
  const key = options.key ?? 'fake-youtube-key';
  const videos = new Map<string, FakeVideo>();
  const channels = new Map<string, FakeChannel>();
  const requests: FakeRequest[] = [];
  const failures: { status: number; reason?: string }[] = [];
  let hangs = 0;
  /** OAuth access tokens Google issued (fake-google.ts), to the channel their account owns (null: it owns none). */
  const grants = new Map<string, string | null>();
  /** Responses held by hangNext, ended at close so the server can stop. */
  const held = new Set<ServerResponse>();

  function send(res: ServerResponse, entry: FakeRequest, status: number, body: unknown) {
    entry.status = status;
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  function videoItem(video: FakeVideo, parts: Set<string>) {
    const statistics: Record<string, string> = { favoriteCount: '0' };
    if (video.views !== null) statistics.viewCount = String(video.views);
    if (video.likes !== undefined && video.likes !== null) statistics.likeCount = String(video.likes);
    if (video.comments !== undefined && video.comments !== null) statistics.commentCount = String(video.comments);
    return {
      kind: 'youtube#video',
      etag: etag(),
      id: video.id,
      ...(parts.has('snippet') && {
        snippet: {
          publishedAt: youtubeTime(video.publishedAt),
          channelId: video.channelId,
          title: video.title,
          description: video.description ?? '',
          thumbnails: {},
          channelTitle: channels.get(video.channelId)?.title ?? '',
          categoryId: '22',
          liveBroadcastContent: 'none',
          localized: { title: video.title, description: video.description ?? '' },
        },
      }),
      ...(parts.has('statistics') && { statistics }),
      ...(parts.has('contentDetails') && {
        contentDetails: {
          duration: isoDuration(video.durationSeconds ?? 45),
          dimension: '2d',
          definition: 'hd',
          caption: 'false',
          licensedContent: false,
          contentRating: {},
          projection: 'rectangular',
        },
      }),
    };
  }

  function channelItem(channel: FakeChannel, parts: Set<string>) {
    const statistics =
      channel.subscribers === null
        ? { viewCount: '0', hiddenSubscriberCount: true, videoCount: String(channel.videoCount) }
        : {
            viewCount: '0',
            subscriberCount: String(channel.subscribers),
            hiddenSubscriberCount: false,
            videoCount: String(channel.videoCount),
          };
    return {
      kind: 'youtube#channel',
      etag: etag(),
      id: channel.id,
      ...(parts.has('snippet') && {
        snippet: {
          title: channel.title,
          description: channel.description,
          publishedAt: youtubeTime(channel.publishedAt),
          thumbnails: {},
          localized: { title: channel.title, description: channel.description },
        },
      }),
      ...(parts.has('statistics') && { statistics }),
    };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(BASE_PATH) ? url.pathname.slice(BASE_PATH.length) : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
    const entry: FakeRequest = { method: req.method ?? 'GET', path, query, ids, status: 0 };
    requests.push(entry);
    if (hangs > 0) {
      hangs--;
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    const failure = failures.shift();
    if (failure) return send(res, entry, failure.status, failureBody(failure.status, failure.reason));
    const known = url.pathname === `${BASE_PATH}/videos` || url.pathname === `${BASE_PATH}/channels`;
    if (req.method !== 'GET' || !known) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=UTF-8' });
      entry.status = 404;
      return res.end('<html><body>Not Found</body></html>');
    }
    // channels.list for the signed-in account: an OAuth bearer token instead of the key (docs/trust.md#google-sign-in).
    if (path === '/channels' && url.searchParams.get('mine') === 'true') {
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const owned = grants.get(bearer);
      if (owned === undefined) {
        return send(
          res,
          entry,
          401,
          googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED', {
            domain: 'global',
            reason: 'authError',
            location: 'Authorization',
            locationType: 'header',
          }),
        );
      }
      const channel = owned === null ? undefined : channels.get(owned);
      const parts = new Set((url.searchParams.get('part') ?? 'id').split(','));
      return send(res, entry, 200, {
        kind: 'youtube#channelListResponse',
        etag: etag(),
        ...(channel && { items: [channelItem(channel, parts)] }),
        pageInfo: { totalResults: channel ? 1 : 0, resultsPerPage: 5 },
      });
    }
    const givenKey = url.searchParams.get('key');
    if (!givenKey) return send(res, entry, 403, failureBody(403, 'forbidden'));
    if (givenKey !== key) return send(res, entry, 400, failureBody(400, 'keyInvalid'));
    const part = url.searchParams.get('part');
    if (!part) {
      return send(
        res,
        entry,
        400,
        googleError(400, 'Required parameter: part', 'INVALID_ARGUMENT', {
          domain: 'global',
          reason: 'required',
          location: 'part',
          locationType: 'parameter',
        }),
      );
    }
    const allowed = path === '/videos' ? VIDEO_PARTS : CHANNEL_PARTS;
    const parts = new Set(part.split(','));
    const unknown = [...parts].find((p) => !allowed.has(p));
    if (unknown !== undefined) {
      return send(
        res,
        entry,
        400,
        googleError(400, `'${unknown}'`, 'INVALID_ARGUMENT', {
          domain: 'youtube.part',
          reason: 'unknownPart',
          location: 'part',
          locationType: 'parameter',
        }),
      );
    }
    if (ids.length > MAX_IDS) {
      return send(
        res,
        entry,
        400,
        googleError(400, 'The request specifies an invalid filter parameter.', 'INVALID_ARGUMENT', {
          domain: 'youtube.parameter',
          reason: 'invalidFilters',
          location: 'parameters.',
          locationType: 'other',
        }),
      );
    }
    const items =
      path === '/videos'
        ? ids.flatMap((id) => {
            const video = videos.get(id);
            return video ? [videoItem(video, parts)] : [];
          })
        : ids.flatMap((id) => {
            const channel = channels.get(id);
            return channel ? [channelItem(channel, parts)] : [];
          });
    const kind = path === '/videos' ? 'youtube#videoListResponse' : 'youtube#channelListResponse';
    // As YouTube does, `items` is left out when nothing matched.
    return send(res, entry, 200, {
      kind,
      etag: etag(),
      ...(items.length > 0 && { items }),
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}${BASE_PATH}`;
  /** The API mode against this fake, with a short time-out so hangNext tests stay quick. */
  const settings: YouTubeSettings = { mode: 'api', apiKey: key, apiUrl: url, dailyQuota: 10_000, timeoutMs: 500 };

  return {
    /** The API's base URL (config.youtube.apiUrl). */
    url,
    /** config.youtube for the server under test (spread it to change the budget or time-out). */
    settings,
    /** The key the fake accepts (config.youtube.apiKey). */
    key,
    /** Every request in order. */
    requests,
    /** Requests for one resource ('videos' or 'channels'). */
    requestsFor(resource: 'videos' | 'channels') {
      return requests.filter((request) => request.path === `/${resource}`);
    },
    setVideo(video: FakeVideo) {
      videos.set(video.id, { ...video });
    },
    /** Private or deleted from now on: left out of every answer. */
    removeVideo(id: string) {
      videos.delete(id);
    },
    setChannel(channel: FakeChannel) {
      channels.set(channel.id, { ...channel });
    },
    removeChannel(id: string) {
      channels.delete(id);
    },
    /** An OAuth token Google issued for an account owning `channelId` (null: no channel); fake-google.ts calls it. */
    grantToken(token: string, channelId: string | null) {
      grants.set(token, channelId);
    },
    /**
     * The next `times` requests answer `status` with YouTube's body for it: 403 quotaExceeded (or the reason
     * given: dailyLimitExceeded, rateLimitExceeded), 400 keyInvalid (or another reason), 429, 500, 503.
     */
    failNext(status: number, reason?: string, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, ...(reason !== undefined && { reason }) });
    },
    /** The next `times` requests get no answer (until close), to provoke the client's time-out. */
    hangNext(times = 1) {
      hangs += times;
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
