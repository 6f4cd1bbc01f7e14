import { clipperProfileResponse } from './clipper-profile';
import { ANYONE, route } from './route-kit';

/** Clippers' public track records (docs/product.md#track-records) (the whole table: schemas/routes.ts). */
export const clipperRoutes = {
  clipperProfile: route({
    method: 'GET',
    path: '/api/clippers/:id',
    access: ANYONE,
    params: { id: { notFound: 'Clipper not found.' } },
    response: clipperProfileResponse,
  }),
} as const;
