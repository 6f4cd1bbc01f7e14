import * as z from 'zod';
import { id, timestamp } from './common';

/** A clipper's linked YouTube channel, as their public profile shows it. */
export const profileChannel = z.object({ channelId: z.string(), title: z.string().nullable(), url: z.string() });

/**
 * A clipper's public track record (docs/product.md#track-records), read from their kept figures: their approved and
 * rejected clips, the share approved, the views YouTube measured on their approved clips, since when they are here,
 * and their linked channels.
 */
export const clipperProfile = z.object({
  _id: id,
  name: z.string(),
  memberSince: timestamp,
  approvedClips: z.int().min(0),
  rejectedClips: z.int().min(0),
  /** Approved of the decided clips, in whole percent; null before any decision. */
  approvalRate: z.int().min(0).max(100).nullable(),
  measuredViews: z.int().min(0),
  channels: z.array(profileChannel),
});
export type ClipperProfile = z.infer<typeof clipperProfile>;

export const clipperProfileResponse = z.object({ clipper: clipperProfile });
