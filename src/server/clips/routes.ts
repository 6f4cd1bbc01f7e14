import { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import { requireRole } from '../campaigns/marketplace-roles';
import type { AppEnv, Deps } from '../deps';
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
      const clip = await db.transaction((tx) => submitClip(tx, c.get('user').id, input));
      return send(c, routes.submitClip, { message: 'Clip submitted for review!', clip }, 201);
    })
    .patch(routes.approveClip.path, reviewer, async (c) => {
      const id = readId(c, CLIP_NOT_FOUND);
      const { viewCount } = await readBody(c, routes.approveClip);
      const clip = await db.transaction((tx) => approveClip(tx, c.get('user').id, id, viewCount));
      return send(c, routes.approveClip, { message: 'Clip approved successfully!', clip });
    })
    .patch(routes.rejectClip.path, reviewer, async (c) => {
      const id = readId(c, CLIP_NOT_FOUND);
      const clip = await db.transaction((tx) => rejectClip(tx, c.get('user').id, id));
      return send(c, routes.rejectClip, { message: 'Clip rejected successfully!', clip });
    });
}
