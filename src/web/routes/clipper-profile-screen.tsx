import type { QueryClient } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { clipperProfileQuery } from '../features/clipper-profile/api/clipper-profile-query';
import {
  ClipperNotFound,
  ClipperProfilePage,
  ClipperProfilePending,
} from '../features/clipper-profile/components/clipper-profile-page';
import { isApiError } from '../lib/api-error';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const clipperProfileRoute = getRouteApi('/clipper/$id');

function ClipperProfileScreen() {
  const { id } = clipperProfileRoute.useParams();
  return <ClipperProfilePage id={id} />;
}

/** The profile; a 404 (by status) is the not-found page, not a failure. */
async function ensure(client: QueryClient, { params }: { params: { id: string } }) {
  try {
    await client.ensureQueryData(clipperProfileQuery(params.id));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    throw error;
  }
}

export const screen = defineScreen({
  component: ClipperProfileScreen,
  Pending: ClipperProfilePending,
  ensure,
  // Getters: read when the failure shows, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('dashboards.profileFailed');
  },
  get title() {
    return t('dashboards.clipperProfileTitle');
  },
  NotFound: ClipperNotFound,
});
