import { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import { requireRole } from '../campaigns/marketplace-roles';
import type { AppEnv, Deps } from '../deps';
import { changeTags as tag, tagList } from '../feed/change-tags';
import { commitChange } from '../feed/commit-change';
import { readBody, readId, readQuery, send } from '../http/contract';
import { approveClip } from './approve-clip';
import { CLIP_NOT_FOUND } from './clip-record';
import { listClipsOf } from './my-clips';
import { rejectClip } from './reject-clip';
import { submitClip } from './submit-clip';

export function clipRoutes(deps: Deps) {
  const { db } = deps;
  const clipper = requireRole(deps, 'user', 'Only clippers can submit clips.');
  const reviewer = requireRole(deps, 'creator', 'Only campaign creators can review clips.');

  return new Hono<AppEnv>()
    .get(routes.myClips.path, clipper, async (c) => {
      const page = readQuery(c, routes.myClips);
      return send(c, routes.myClips, await listClipsOf(db, c.get('user').id, page));
    })
    .post(routes.submitClip.path, clipper, async (c) => {
      const input = await readBody(c, routes.submitClip);
      const clipperId = c.get('user').id;
      // campaign:<id>: the creator's review queue and the pending estimates of the campaign's other clippers.
      const clip = await commitChange(deps, (tx) => submitClip(tx, clipperId, input), (created) =>
        tagList(tag.campaign(created.campaign._id), tag.user(clipperId), tag.clip(created._id), tag.platform),
      );
      return send(c, routes.submitClip, { message: 'Clip submitted for review!', clip }, 201);
    })
    .patch(routes.approveClip.path, reviewer, async (c) => {
      const id = readId(c, CLIP_NOT_FOUND);
      const { viewCount } = await readBody(c, routes.approveClip);
      const creatorId = c.get('user').id;
      const clip = await commitChange(deps, (tx) => approveClip(tx, creatorId, id, viewCount), (approved) =>
        tagList(
          tag.campaign(approved.campaign._id),
          tag.campaigns,
          tag.user(approved.user._id),
          tag.user(creatorId),
          tag.clip(approved._id),
          tag.platform,
        ),
      );
      return send(c, routes.approveClip, { message: 'Clip approved successfully!', clip });
    })
    .patch(routes.rejectClip.path, reviewer, async (c) => {
      const id = readId(c, CLIP_NOT_FOUND);
      const creatorId = c.get('user').id;
      const clip = await commitChange(deps, (tx) => rejectClip(tx, creatorId, id), (rejected) =>
        tagList(
          tag.campaign(rejected.campaign._id),
          tag.user(rejected.user._id),
          tag.user(creatorId),
          tag.clip(rejected._id),
          tag.platform,
        ),
      );
      return send(c, routes.rejectClip, { message: 'Clip rejected successfully!', clip });
    });
}
