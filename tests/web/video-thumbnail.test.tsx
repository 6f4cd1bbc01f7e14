import { fireEvent, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoThumbnail } from '@web/components/video-thumbnail';

const frameOf = (container: HTMLElement) => {
  const frame = container.querySelector<HTMLElement>('[data-thumbnail]');
  if (!frame) throw new Error('no thumbnail frame');
  return frame;
};

describe('VideoThumbnail', () => {
  // happy-dom loads no image yet calls every one complete (as a browser does for a broken one); a browser says
  // false while a lazy image waits or loads.
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
  beforeAll(() =>
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { get: () => false, configurable: true }),
  );
  afterAll(() => {
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
  });

  it("shows the video's thumbnail from YouTube's image host, lazily, in a fixed 16:9 box", () => {
    const { container } = render(<VideoThumbnail link="https://www.youtube.com/shorts/abcdefghijk" width={160} />);
    const frame = frameOf(container);
    expect(frame.dataset.thumbnail).toBe('image');
    expect(frame.style.aspectRatio).toBe('16 / 9');
    expect(frame.style.width).toBe('160px');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    const img = frame.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg');
    expect(img?.getAttribute('srcset')).toBe(
      'https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg 320w, https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg 480w',
    );
    expect(img?.getAttribute('sizes')).toBe('160px');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('falls back to the neutral placeholder in the same box when the image cannot load (no network)', () => {
    const { container } = render(<VideoThumbnail link="https://youtu.be/abcdefghijk" width="100%" />);
    const frame = frameOf(container);
    const img = frame.querySelector('img');
    if (!img) throw new Error('no image');
    fireEvent.error(img);
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.dataset.thumbnail).toBe('placeholder');
    expect(frame.querySelector('svg')).not.toBeNull();
    expect(frame.style.aspectRatio).toBe('16 / 9');
    expect(frame.style.width).toBe('100%');
  });

  it('shows the placeholder, asking YouTube for nothing, when the link is not a video (a channel page)', () => {
    const { container } = render(<VideoThumbnail link="https://www.youtube.com/@somechannel" width={120} />);
    const frame = frameOf(container);
    expect(frame.dataset.thumbnail).toBe('placeholder');
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.style.aspectRatio).toBe('16 / 9');
  });

  it('shows the placeholder for an image that failed before the script took the page over (server-rendered)', () => {
    // As a browser reports an image whose error came before hydration: complete, with no picture.
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { get: () => true, configurable: true });
    const { container } = render(<VideoThumbnail link="https://youtu.be/abcdefghijk" width={160} />);
    expect(frameOf(container).dataset.thumbnail).toBe('placeholder');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { get: () => false, configurable: true });
  });
});
