/**
 * What the product needs from YouTube, whichever answers: the real Data API v3 (youtube-client.ts) or the
 * offline sandbox stand-in (youtube-sandbox.ts). docs/trust.md describes both.
 */

/** One public video's snippet and statistics, as YouTube reports them now. */
export type VideoStats = {
  id: string;
  channelId: string;
  title: string;
  /** The video's description (where hashtags and @mentions are written). */
  description: string;
  publishedAt: Date;
  views: number;
  /** Null when the owner hides the count. */
  likes: number | null;
  comments: number | null;
  /** A reel's shares and saves (Instagram's insights); YouTube reports neither, so they are absent for a Short. */
  shares?: number;
  saves?: number;
  /** Its length in seconds (contentDetails.duration); null when YouTube gives none (a live stream or premiere). */
  durationSeconds: number | null;
};

export type ChannelInfo = {
  id: string;
  title: string;
  description: string;
  /** Null when the channel hides its subscriber count. */
  subscriberCount: number | null;
  videoCount: number;
  publishedAt: Date;
};

/** YouTube could not answer now (quota spent, rate limited, failing, timed out): try again later. */
export class YouTubeUnavailable extends Error {
  override name = 'YouTubeUnavailable';
}

export interface YouTube {
  readonly mode: 'api' | 'sandbox';
  /**
   * The videos among `ids` that are public now, by id (batched by 50, one quota unit per call). An id absent
   * from the answer is private or deleted. Throws YouTubeUnavailable when YouTube cannot answer.
   */
  videos(ids: readonly string[], now: Date): Promise<Map<string, VideoStats>>;
  /** The channel, or null when there is none with that id. Throws YouTubeUnavailable like videos(). */
  channel(id: string, now: Date): Promise<ChannelInfo | null>;
  /** Quota units still unspent today (the scheduler takes no more than this). */
  quotaLeft(now: Date): Promise<number>;
}
