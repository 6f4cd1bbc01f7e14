import { clipperProfileResponse } from './clipper-profile';
import { ANYONE, route } from './route-kit';

/** Clippers' public track records (docs/product.md#track-records) (the whole table: schemas/routes.ts). */
export const clipperRoutes = {
  clipperProfile: route({
    method: 'GET',
    path: '/api/clippers/:id',
    access: ANYONE,
    params: { id: { notFound: 'clipperNotFound' } },
    response: clipperProfileResponse,
  }),
} as const;
