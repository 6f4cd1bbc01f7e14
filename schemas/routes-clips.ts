import * as campaign from './campaign';
import * as channel from './channel';
import * as clip from './clip';
import * as dashboard from './dashboard';
import * as instagram from './instagram';
import * as measurements from './measurements';
import * as series from './series';
import { messageResponse, pageQuery } from './common';
import {
  route,
  SIGNED_IN,
  clippers,
  creators,
  CLIPPERS_SUBMIT,
  CLIPPERS_CHANNEL,
  CLIPPERS_INSTAGRAM,
  CREATORS_REVIEW,
  CREATOR_DASHBOARD,
  clipId,
} from './route-kit';

/** Clips and dashboards: submitting, reviewing, measurements, channels and the dashboards' figures (the whole table: schemas/routes.ts). */
export const clipRoutes = {
  userDashboard: route({
    method: 'GET',
    path: '/api/user/dashboard',
    access: clippers('clipperDashboardOnly'),
    response: dashboard.userDashboardResponse,
    cache: 'private',
  }),
  myClips: route({
    method: 'GET',
    path: '/api/clips/my-clips',
    access: clippers(CLIPPERS_SUBMIT),
    query: pageQuery,
    response: clip.clipsPageResponse,
    cache: 'private',
  }),
  submitClip: route({
    method: 'POST',
    path: '/api/clip-submissions',
    access: clippers(CLIPPERS_SUBMIT),
    request: clip.submitClipRequest,
    response: clip.clipResponse,
    success: 201,
  }),
  /** The clipper dashboard's charts (docs/reads.md "Charts"): earnings per day and views per clip, the last `days` days. */
  userSeries: route({
    method: 'GET',
    path: '/api/user/dashboard/series',
    access: clippers('clipperDashboardOnly'),
    query: series.seriesQuery,
    response: series.clipperSeriesResponse,
    cache: 'private',
  }),
  creatorDashboard: route({
    method: 'GET',
    path: '/api/creator/dashboard',
    access: creators(CREATOR_DASHBOARD),
    response: dashboard.creatorDashboardResponse,
    cache: 'private',
  }),
  /** The creator dashboard's charts: spend and views per day and per campaign, and the budget's burn. */
  creatorSeries: route({
    method: 'GET',
    path: '/api/creator/dashboard/series',
    access: creators(CREATOR_DASHBOARD),
    query: series.seriesQuery,
    response: series.creatorSeriesResponse,
    cache: 'private',
  }),
  creatorCampaigns: route({
    method: 'GET',
    path: '/api/creator/campaigns',
    access: creators(CREATOR_DASHBOARD),
    query: pageQuery,
    response: campaign.campaignListResponse,
    cache: 'private',
  }),
  creatorPendingClips: route({
    method: 'GET',
    path: '/api/creator/pending-clips',
    access: creators(CREATOR_DASHBOARD),
    query: pageQuery,
    response: clip.clipsPageResponse,
    cache: 'private',
  }),
  approveClip: route({
    method: 'PATCH',
    path: '/api/clips/:id/approve',
    access: creators(CREATORS_REVIEW),
    params: clipId,
    request: clip.approveClipRequest,
    response: clip.clipResponse,
  }),
  rejectClip: route({
    method: 'PATCH',
    path: '/api/clips/:id/reject',
    access: creators(CREATORS_REVIEW),
    params: clipId,
    request: clip.rejectClipRequest,
    response: clip.clipResponse,
  }),
  /** Pending Reviews' bulk review (docs/product.md#clip-review): each clip decided as its own call would decide it. */
  reviewClips: route({
    method: 'POST',
    path: '/api/creator/clips/review',
    access: creators(CREATORS_REVIEW),
    request: clip.reviewClipsRequest,
    response: clip.reviewClipsResponse,
  }),
  /** The clip's measured views over time, oldest first (docs/trust.md#measured-views): its clipper, its campaign's creator and admins. */
  clipMeasurements: route({
    method: 'GET',
    path: '/api/clips/:id/measurements',
    access: SIGNED_IN,
    params: clipId,
    response: measurements.clipMeasurementsResponse,
    cache: 'private',
  }),
  /** The clipper's verification code and linked channel (docs/trust.md#channel-ownership). */
  clipperChannel: route({
    method: 'GET',
    path: '/api/clipper/channel',
    access: clippers(CLIPPERS_CHANNEL),
    response: channel.clipperChannelResponse,
    cache: 'private',
  }),
  linkChannel: route({
    method: 'POST',
    path: '/api/clipper/channel',
    access: clippers(CLIPPERS_CHANNEL),
    request: channel.linkChannelRequest,
    response: channel.linkChannelResponse,
    success: 201,
  }),
  /** The address of Google's consent page, with a state bound to this clipper (docs/trust.md#google-sign-in). */
  startGoogleLink: route({
    method: 'POST',
    path: '/api/clipper/channel/google/authorize',
    access: clippers(CLIPPERS_CHANNEL),
    response: channel.googleAuthorizeResponse,
  }),
  /** Links the channel the Google account that signed in owns: verified, no description code needed. */
  linkChannelWithGoogle: route({
    method: 'POST',
    path: '/api/clipper/channel/google',
    access: clippers(CLIPPERS_CHANNEL),
    request: channel.linkChannelWithGoogleRequest,
    response: channel.linkChannelResponse,
    success: 201,
  }),
  /** The clipper's linked Instagram account, if any (docs/trust.md#instagram). */
  instagramAccount: route({
    method: 'GET',
    path: '/api/clipper/instagram',
    access: clippers(CLIPPERS_INSTAGRAM),
    response: instagram.instagramAccountResponse,
  }),
  /** The address of Instagram's authorize page, with a state bound to this clipper (single use, 10 minutes). */
  startInstagramLink: route({
    method: 'POST',
    path: '/api/clipper/instagram/authorize',
    access: clippers(CLIPPERS_INSTAGRAM),
    response: instagram.instagramAuthorizeResponse,
  }),
  /** Links the account Instagram's code names, with the state it came back with. */
  linkInstagram: route({
    method: 'POST',
    path: '/api/clipper/instagram',
    access: clippers(CLIPPERS_INSTAGRAM),
    request: instagram.linkInstagramRequest,
    response: instagram.linkInstagramResponse,
    success: 201,
  }),
  unlinkInstagram: route({
    method: 'DELETE',
    path: '/api/clipper/instagram',
    access: clippers(CLIPPERS_INSTAGRAM),
    response: messageResponse,
  }),
} as const;
