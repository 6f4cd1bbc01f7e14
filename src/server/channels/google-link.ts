import type { ClipperChannel, LinkChannelWithGoogleRequest } from '../../../schemas/channel';
import type { Deps } from '../deps';
import { GoogleError } from '../google/google-client';
import { checkState, newState, takeState } from '../oauth/link-states';
import { HttpError, unprocessable } from '../refusals';
import { readClipperChannel } from './clipper-channel';
import { noSuchChannel, saveChannelLink } from './link-channel';
import { askYouTube } from './youtube-refusals';

type GoogleDeps = Pick<Deps, 'db' | 'feed' | 'youtube' | 'config' | 'google'>;

function needGoogle(deps: GoogleDeps) {
  const { google, youtube } = deps;
  if (!google || !youtube) throw unprocessable('googleOff');
  return { google, youtube };
}

/**
 * Google's consent page for the clipper (docs/trust.md#google-sign-in), with a state bound to them. The sandbox's
 * page is told the clipper's verification code, so it signs them in as the sandbox channel their videos are on.
 */
export async function startGoogleLink(deps: GoogleDeps, userId: string): Promise<{ url: string }> {
  const { google } = needGoogle(deps);
  const hint =
    google.mode === 'sandbox'
      ? (await readClipperChannel(deps.db, deps.config.jwtSecret, userId)).verificationCode
      : undefined;
  const state = await deps.db.transaction((tx) => newState(tx, 'google', userId));
  return { url: google.client.authorizeUrl(state, hint) };
}

/**
 * Links the channel the signed-in Google account owns, verified without a description code: the state is checked
 * before Google is asked and taken with the link; the channel's figures come from YouTube as for a code link.
 */
export async function linkChannelWithGoogle(
  deps: GoogleDeps,
  userId: string,
  { code, state }: LinkChannelWithGoogleRequest,
  now: Date,
): Promise<ClipperChannel> {
  const { google, youtube } = needGoogle(deps);
  await checkState(deps.db, 'google', userId, state, now);
  let mine: { id: string } | null;
  try {
    mine = await google.client.myChannel(await google.client.exchangeCode(code));
  } catch (error) {
    if (!(error instanceof GoogleError)) throw error;
    if (error.problem === 'unavailable') throw new HttpError(503, 'googleUnavailable');
    throw unprocessable('googleRefused');
  }
  if (!mine) throw unprocessable('noChannelOnGoogle');
  const channelId = mine.id;
  const channel = await askYouTube(() => youtube.channel(channelId, now));
  if (!channel) throw unprocessable(noSuchChannel(channelId));
  const { verificationCode } = await readClipperChannel(deps.db, deps.config.jwtSecret, userId);
  return saveChannelLink(deps, userId, { channel, verificationCode, now }, (tx) =>
    takeState(tx, 'google', userId, state, now),
  );
}
