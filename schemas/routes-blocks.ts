import * as block from './block';
import { messageResponse } from './common';
import { creators, route, MODERATION } from './route-kit';

const CREATORS_BLOCK = 'creatorsBlock';

/** A creator's blocks of clippers (docs/product.md#blocking), and the admin's view of them (the whole table: schemas/routes.ts). */
export const blockRoutes = {
  creatorBlocks: route({
    method: 'GET',
    path: '/api/creator/blocks',
    access: creators(CREATORS_BLOCK),
    response: block.creatorBlocksResponse,
    cache: 'private',
  }),
  blockClipper: route({
    method: 'POST',
    path: '/api/creator/blocks',
    access: creators(CREATORS_BLOCK),
    request: block.blockClipperRequest,
    response: block.blockResponse,
    success: 201,
  }),
  unblockClipper: route({
    method: 'DELETE',
    path: '/api/creator/blocks/:id',
    access: creators(CREATORS_BLOCK),
    params: { id: { notFound: 'notBlocked' } },
    response: messageResponse,
  }),
  adminBlocks: route({
    method: 'GET',
    path: '/api/admin/blocks',
    access: MODERATION,
    response: block.adminBlocksResponse,
  }),
} as const;
