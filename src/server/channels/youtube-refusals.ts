import { HttpError } from '../refusals';
import { YouTubeUnavailable } from '../youtube/youtube-api';

export const YOUTUBE_UNAVAILABLE =
  'YouTube is not answering right now, so nothing was saved. Please try again in a few minutes.';

/**
 * What YouTube answers, or a 503 with YOUTUBE_UNAVAILABLE when it cannot answer now (quota spent, rate limited,
 * failing, timed out): the person's request stays valid and can simply be repeated later.
 */
export async function askYouTube<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (err) {
    if (err instanceof YouTubeUnavailable) throw new HttpError(503, YOUTUBE_UNAVAILABLE);
    throw err;
  }
}
