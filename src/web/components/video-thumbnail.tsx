import { useState } from 'react';
import { youtubeVideoId } from '@schemas/youtube';
import classes from './video-thumbnail.module.css';

/** YouTube's image host (the Content-Security-Policy allows it for images only: src/server/http/security-headers.ts). */
const HOST = 'https://i.ytimg.com';

/** The 16:9 thumbnails YouTube keeps for every video: mqdefault is 320x180, hqdefault 480x360 (4:3, letterboxed). */
export function youtubeThumbnails(videoId: string) {
  const id = encodeURIComponent(videoId);
  return {
    src: `${HOST}/vi/${id}/mqdefault.jpg`,
    srcSet: `${HOST}/vi/${id}/mqdefault.jpg 320w, ${HOST}/vi/${id}/hqdefault.jpg 480w`,
  };
}

/** True once an image has finished without a picture (a failure that may have happened before React hydrated it). */
const failed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

/**
 * A YouTube video's thumbnail in a fixed 16:9 box `width` wide (a number is pixels), loaded lazily; a neutral play
 * mark when the link is not a video, the image cannot load (no network, video gone) or until it arrives. Beside
 * the video's title it adds nothing to read, so it is hidden from screen readers.
 */
export function VideoThumbnail({ link, width, sizes }: { link: string; width: number | string; sizes?: string }) {
  const videoId = youtubeVideoId(link);
  const [broken, setBroken] = useState(false);
  const showImage = videoId !== null && !broken;
  return (
    <div
      className={classes.frame}
      style={{ width, aspectRatio: '16 / 9' }}
      data-thumbnail={showImage ? 'image' : 'placeholder'}
      aria-hidden
    >
      <svg viewBox="0 0 24 20" fill="currentColor" focusable="false">
        <path d="M6 2.5v15L19 10z" />
      </svg>
      {showImage && (
        <img
          {...youtubeThumbnails(videoId)}
          sizes={sizes ?? (typeof width === 'number' ? `${width}px` : undefined)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          ref={(img) => {
            if (img && failed(img)) setBroken(true);
          }}
        />
      )}
    </div>
  );
}
