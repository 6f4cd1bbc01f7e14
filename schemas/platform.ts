import * as z from 'zod';
import { youtubeVideoId } from './youtube';

/**
 * The platforms a campaign can pay for (docs/trust.md#platforms). A platform is a way to name a video from a link,
 * to prove the account is the clipper's and to measure its views; the money path (escrow, fee, holdback) never
 * asks which platform a clip is on.
 */
export const platforms = ['youtube_shorts', 'instagram_reels'] as const;
export const platform = z.enum(platforms, { error: 'validation.platformInvalid' });
export type Platform = z.infer<typeof platform>;

export const platformLabels: Readonly<Record<Platform, string>> = {
  youtube_shorts: 'YouTube Shorts',
  instagram_reels: 'Instagram Reels',
};

/** "YouTube Shorts", "YouTube Shorts and Instagram Reels". */
export const platformNames = (chosen: readonly Platform[]) => chosen.map((p) => platformLabels[p]).join(' and ');

const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com']);
const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;

/** The shortcode of an Instagram reel link (`/reel/{code}/`, `/reels/{code}/` or `/p/{code}/`; the query is ignored). */
export function instagramShortcode(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [kind, code] = url.pathname.split('/').filter(Boolean);
  return (kind === 'reel' || kind === 'reels' || kind === 'p') && code && SHORTCODE.test(code) ? code : null;
}

/** The platform and the video's own id of a clip link, or null when it is no platform's video link. */
export function videoOfLink(link: string): { platform: Platform; videoId: string } | null {
  const youtube = youtubeVideoId(link);
  if (youtube) return { platform: 'youtube_shorts', videoId: youtube };
  const reel = instagramShortcode(link);
  return reel ? { platform: 'instagram_reels', videoId: reel } : null;
}
