import * as z from 'zod';

/**
 * The parts of YouTube Data API v3 answers the client reads (https://developers.google.com/youtube/v3/docs):
 * the provider's shapes, kept at this boundary. Counts are decimal strings; a hidden count is left out.
 */

const count = z.string().regex(/^\d+$/).transform(Number);

/**
 * An ISO 8601 duration as YouTube writes a video's length (`PT1M5S`, `PT45S`, `PT1H2M`, `P1DT2H`), in seconds;
 * null for anything else (a live stream's `P0D` is 0).
 */
export function durationSeconds(text: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
}

/** One video of a videos.list answer. */
export const videoItem = z.object({
  id: z.string(),
  snippet: z.object({
    channelId: z.string(),
    title: z.string(),
    description: z.string().default(''),
    publishedAt: z.iso.datetime({ offset: true }),
  }),
  statistics: z.object({ viewCount: count, likeCount: count.optional(), commentCount: count.optional() }),
  // Asked in the same call (no extra quota): whether the video is a Short (docs/trust.md#shorts-only).
  contentDetails: z.object({ duration: z.string().optional() }).optional(),
});

/**
 * The items are checked one by one (videoItem), so that one odd video cannot keep the other 49 of its batch
 * unmeasured. YouTube leaves `items` out when nothing matched.
 */
export const videoListAnswer = z.object({ items: z.array(z.unknown()).default([]) });

export const channelListAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().default(''),
          publishedAt: z.iso.datetime({ offset: true }),
        }),
        statistics: z.object({
          subscriberCount: count.optional(),
          hiddenSubscriberCount: z.boolean().default(false),
          videoCount: count,
        }),
      }),
    )
    .default([]),
});

/** Google's error body: `{"error": {code, message, errors: [{message, domain, reason}], status, details?}}`. */
export const errorAnswer = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().default(''),
    errors: z
      .array(z.object({ reason: z.string().optional(), domain: z.string().optional(), message: z.string().optional() }))
      .default([]),
    status: z.string().optional(),
    // API_KEY_INVALID is named here (an ErrorInfo), while errors[].reason only says badRequest.
    details: z.array(z.object({ reason: z.string().optional() })).default([]),
  }),
});

export type ErrorAnswer = z.infer<typeof errorAnswer>['error'];
