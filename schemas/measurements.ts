import * as z from 'zod';
import { timestamp } from './common';

/**
 * The most measurements a clip's history answers, the latest ones. On the defaults (every 6 hours for 14 days) a clip
 * has about 56, so this is all of them; on other settings it bounds the answer.
 */
export const MEASUREMENT_HISTORY_LIMIT = 200;

/** One measurement of a clip's video, as YouTube counted then (docs/trust.md#measured-views). */
export const clipMeasurement = z.object({
  measuredAt: timestamp,
  /** null: YouTube no longer showed the video then (private or deleted). */
  views: z.int().min(0).nullable(),
  /** null when the video was gone, or its owner hides the count. */
  likes: z.int().min(0).nullable(),
  comments: z.int().min(0).nullable(),
});
export type ClipMeasurement = z.infer<typeof clipMeasurement>;

/** A clip's measurements, oldest first (at most the latest MEASUREMENT_HISTORY_LIMIT); none for an unmeasured clip. */
export const clipMeasurementsResponse = z.object({ measurements: z.array(clipMeasurement) });
