import type { ReactNode } from 'react';
import type { Campaign } from '@schemas/campaign';
import type { Clip } from '@schemas/clip';

/*
 * What a dashboard asks of other features. A feature never imports another: the dashboards receive these parts
 * as props, and the screen modules in src/web/routes fill them in (one declaration of each contract, here).
 */

/** The campaigns feature's create, edit and delete, as the creator dashboard starts them. */
export type CampaignEditing = {
  create: () => void;
  edit: (campaign: Campaign) => void;
  remove: (campaign: Campaign) => void;
  /** The creator's own pause, set or lifted (docs/product.md#campaign-pause). */
  pause: (campaign: Campaign, paused: boolean) => void;
};

/** Renders the dashboard through `children` with the editing actions, and its own dialogs beside it. */
export type CampaignEditorProps = {
  /** The creator's available balance, for the form's budget note. */
  availableBalance: number | undefined;
  children: (editing: CampaignEditing) => ReactNode;
};

/** The clips feature's Pending Reviews tab, from the creator dashboard's first page of the queue. */
export type PendingReviewsProps = {
  clips: Clip[];
  nextCursor: string | null;
  /** The campaigns the dashboard holds (for the approve prompt's remaining budget). */
  campaigns: Campaign[];
};

/** The clips feature's My Clips tab on the clipper dashboard. */
export type MyClipsProps = { total: number; onSubmitClip: () => void };

/** The clips feature's Submit Clip dialog on the clipper dashboard. */
export type SubmitClipProps = { opened: boolean; onClose: () => void };
