import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { callLocale } from '../i18n/request-locale';
import { limitAction } from '../limits/action-limits';
import { approveAtMeasuredViews, approveClip } from './approve-clip';
import { readClipMeasurements } from './clip-measurements';
import { listClipsOf } from './my-clips';
import { rejectClip } from './reject-clip';
import { bulkReviewCounts, reviewEach } from './bulk-review';
import { payablePlatforms } from '../campaigns/campaign-platforms';
import { findReel } from '../instagram/reel-lookup';
import { checkSubmitter, lookUpVideo, submitClip, submittedVideo, type Submission } from './submit-clip';

export function clipRoutes(deps: Deps) {
  const { db } = deps;

  return routeTable(deps)
    .serve(routes.myClips, async (c, { user }) => {
      const page = readQuery(c, routes.myClips);
      return send(c, routes.myClips, await listClipsOf(db, user.id, page));
    })
    .serve(routes.clipMeasurements, async (c, { user, params: { id } }) =>
      send(c, routes.clipMeasurements, { measurements: await readClipMeasurements(db, id, user) }),
    )
    .serve(routes.submitClip, async (c, { user }) => {
      const input = await readBody(c, routes.submitClip);
      const clipperId = user.id;
      await limitAction(deps, 'clip', clipperId);
      const { platform, videoId } = submittedVideo(input.clipLink);
      const now = new Date();
      const { youtube, instagram } = deps;
      const payable = payablePlatforms(instagram);
      let measured: Submission['measured'] = null;
      // Refusals that need no platform come first and spend no quota; the platform answers outside the transaction.
      const check = (isMeasured: boolean) =>
        db.transaction((tx) => checkSubmitter(tx, clipperId, input.campaignId, isMeasured, { platform, payable }));
      if (platform === 'instagram_reels' && instagram) {
        const { joinedAt } = await check(true);
        measured = { reel: await findReel(db, instagram, clipperId, videoId, joinedAt, now) };
      } else if (platform === 'youtube_shorts' && youtube) {
        await check(true);
        measured = { video: await lookUpVideo(youtube, videoId, now) };
      }
      const submission: Submission = {
        platform,
        videoId,
        measured,
        now,
        measurement: deps.config.measurement,
        payable,
      };
      // campaign:<id>: the creator's review queue and the pending estimates of the campaign's other clippers.
      const clip = await commitChange(deps, (tx) => submitClip(tx, user, input, submission));
      return send(c, routes.submitClip, { message: say(c, 'clipSubmitted'), clip });
    })
    .serve(routes.approveClip, async (c, { user, params: { id } }) => {
      const { viewCount } = await readBody(c, routes.approveClip);
      const creatorId = user.id;
      const clip = await commitChange(deps, (tx) =>
        approveClip(tx, creatorId, id, viewCount, { holdbackDays: deps.config.holdbackDays, now: new Date() }),
      );
      return send(c, routes.approveClip, { message: say(c, 'clipApproved'), clip });
    })
    .serve(routes.reviewClips, async (c, { user }) => {
      const { clipIds, action, reason, note } = await readBody(c, routes.reviewClips);
      const creatorId = user.id;
      const now = new Date();
      const rejection = { reason, note: note || null };
      const options = { holdbackDays: deps.config.holdbackDays, now };
      const results = await reviewEach(
        clipIds,
        (id) =>
          commitChange(deps, (tx) =>
            action === 'approve'
              ? approveAtMeasuredViews(tx, creatorId, id, options)
              : rejectClip(tx, creatorId, id, rejection, now),
          ),
        callLocale(c),
      );
      return send(c, routes.reviewClips, { message: say(c, 'bulkReviewed', bulkReviewCounts(results)), results });
    })
    .serve(routes.rejectClip, async (c, { user, params: { id } }) => {
      const { reason, note } = await readBody(c, routes.rejectClip);
      const creatorId = user.id;
      const rejection = { reason, note: note || null };
      const clip = await commitChange(deps, (tx) => rejectClip(tx, creatorId, id, rejection, new Date()));
      return send(c, routes.rejectClip, { message: say(c, 'clipRejected'), clip });
    }).app;
}
