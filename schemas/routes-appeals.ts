import * as appeal from './appeal';
import { clipResponse } from './clip';
import { pageQuery } from './common';
import { clipId, clippers, creators, route, MODERATION } from './route-kit';

/** Appeals of rejections (docs/product.md#appeals): the clipper's, the creator's answer, the admin's decision (the whole table: schemas/routes.ts). */
export const appealRoutes = {
  appealClip: route({
    method: 'POST',
    path: '/api/clips/:id/appeal',
    access: clippers('clippersAppeal'),
    params: clipId,
    request: appeal.appealClipRequest,
    response: clipResponse,
    success: 201,
  }),
  answerAppeal: route({
    method: 'POST',
    path: '/api/clips/:id/appeal/answer',
    access: creators('creatorsAnswerAppeal'),
    params: clipId,
    request: appeal.answerAppealRequest,
    response: clipResponse,
  }),
  /** The creator's clips with an open appeal, oldest first (Pending Reviews' Appeals). */
  creatorAppeals: route({
    method: 'GET',
    path: '/api/creator/appeals',
    access: creators('creatorsAnswerAppeal'),
    query: pageQuery,
    response: appeal.creatorAppealsResponse,
  }),
  /** Open appeals, oldest first, each with what overturning it would pay. */
  adminAppeals: route({
    method: 'GET',
    path: '/api/admin/appeals',
    access: MODERATION,
    query: pageQuery,
    response: appeal.openAppealsResponse,
  }),
  decideAppeal: route({
    method: 'POST',
    path: '/api/admin/clips/:id/appeal',
    access: MODERATION,
    params: clipId,
    request: appeal.decideAppealRequest,
    response: clipResponse,
  }),
} as const;
