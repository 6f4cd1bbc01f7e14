import { HttpError } from '../refusals';
import { YouTubeUnavailable } from '../youtube/youtube-api';

/**
 * What YouTube answers, or a 503 (youtubeUnavailable) when it cannot answer now (quota spent, rate limited,
 * failing, timed out): the person's request stays valid and can simply be repeated later.
 */
export async function askYouTube<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (err) {
    if (err instanceof YouTubeUnavailable) throw new HttpError(503, 'youtubeUnavailable');
    throw err;
  }
}
