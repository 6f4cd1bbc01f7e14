import * as z from 'zod';
import { id, type ValidationKey } from './common';
import { money, moneyNonNegative } from './money';

/** The charts' window: the last `days` UTC days, today included (docs/reads.md "Charts"). */
export const SERIES_DAYS = { min: 7, max: 90, default: 30 } as const;
/** How many clips the clipper's views chart and campaigns the creator's charts name (the most viewed, the most spent on). */
export const SERIES_TOP = 10;

// Says SERIES_DAYS' bounds (7 to 90).
const DAYS_MESSAGE: ValidationKey = 'validation.seriesDaysInvalid';

export const seriesQuery = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(SERIES_DAYS.min, { error: DAYS_MESSAGE })
    .max(SERIES_DAYS.max, { error: DAYS_MESSAGE })
    .default(SERIES_DAYS.default),
});
export type SeriesQuery = z.infer<typeof seriesQuery>;

/** A UTC calendar day, 'YYYY-MM-DD' (the web app shows it in the reader's time zone). */
export const seriesDay = z.iso.date();

/** The window answered: every day from `from` to `to` (UTC, both included) has a point, zero when nothing happened. */
const window = { from: seriesDay, to: seriesDay };

/** Where a clip's views come from: YouTube's latest measurement, else the creator's confirmed count, else the claim. */
export const viewsSource = z.enum(['measured', 'confirmed', 'claimed']);
export type ViewsSource = z.infer<typeof viewsSource>;

export const clipperSeriesResponse = z.object({
  data: z.object({
    ...window,
    /** Net earned per day (after the 12% fee): approvals' payouts less holdback adjustments, from the ledger. */
    earnings: z.array(z.object({ day: seriesDay, net: money })),
    /** The most viewed clips submitted in the window (at most SERIES_TOP), most views first. */
    clipViews: z.array(
      z.object({
        clipId: id,
        campaignTitle: z.string(),
        submittedAt: z.iso.datetime({ offset: true }),
        views: z.int().min(0),
        source: viewsSource,
      }),
    ),
    /** Every clip submitted in the window, of which clipViews names the first SERIES_TOP. */
    clipsInWindow: z.int().min(0),
  }),
});
export type ClipperSeries = z.infer<typeof clipperSeriesResponse>['data'];

const spendPoint = z.object({ day: seriesDay, spent: moneyNonNegative, views: z.int().min(0) });

export const creatorSeriesResponse = z.object({
  data: z.object({
    ...window,
    /** Per day, all the creator's campaigns: the gross paid for the clips approved that day (after any holdback
     * adjustment) and those clips' confirmed views. */
    days: z.array(spendPoint),
    /** The campaigns with the most spent in the window (at most SERIES_TOP), each with its own days (only days with approvals). */
    campaigns: z.array(
      z.object({
        campaignId: id,
        title: z.string(),
        spent: moneyNonNegative,
        views: z.int().min(0),
        days: z.array(spendPoint),
      }),
    ),
    /** Budget burn over the creator's live campaigns (not deleted). */
    burn: z.object({
      totalBudget: moneyNonNegative,
      spent: moneyNonNegative,
      remaining: moneyNonNegative,
      /** The average daily spend of the last 7 days (today included), in whole paise. */
      dailyRate: moneyNonNegative,
      /** Whole days the remaining budget lasts at dailyRate; null when nothing was spent in the last 7 days. */
      daysLeft: z.int().min(0).nullable(),
    }),
  }),
});
export type CreatorSeries = z.infer<typeof creatorSeriesResponse>['data'];

export const adminSeriesResponse = z.object({
  data: z.object({
    ...window,
    /** Per day: top-ups credited to wallets, net payouts to clippers (less holdback adjustments) and platform fees
     * earned (less what adjustments returned): the day-by-day form of the admin's totals. */
    days: z.array(z.object({ day: seriesDay, moneyIn: money, payouts: money, fees: money })),
  }),
});
export type AdminSeries = z.infer<typeof adminSeriesResponse>['data'];
