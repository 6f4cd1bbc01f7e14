/** YouTube link rules shared by the browser and the server (docs/product.md#roles-and-access). */

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtu.be']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function parseHttpUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** An http(s) link to any YouTube page (a campaign's source video or channel). */
export function isYoutubeUrl(link: string): boolean {
  const url = parseHttpUrl(link);
  return url !== null && YOUTUBE_HOSTS.has(url.hostname.toLowerCase());
}

/**
 * The canonical 11-character video id of a Shorts, watch or youtu.be link, or null when the link is
 * not a YouTube video. The id is what makes two differently written links the same clip.
 */
export function youtubeVideoId(link: string): string | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (host.endsWith('youtu.be')) candidate = segments[0];
  else if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') candidate = segments[1];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined;
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}
