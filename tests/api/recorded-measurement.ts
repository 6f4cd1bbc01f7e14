import type { Clip } from '../../schemas/clip';
import { recordMeasurement } from '../../src/server/clips/record-measurement';
import { commitChange } from '../../src/server/feed/commit-change';
import type { TestApi } from './harness';

/** YouTube measured the clip's video at `views` just now, as the refresh job records it (counts hidden, a Short). */
export async function recordViews(api: TestApi, clip: Clip, views: number): Promise<void> {
  const at = new Date();
  const video = {
    id: 'v',
    channelId: 'UC',
    title: 'A clip',
    publishedAt: at,
    views,
    likes: null,
    comments: null,
    durationSeconds: 40,
    description: '',
  };
  await commitChange(api.deps, (tx) => recordMeasurement(tx, clip._id, video, at, api.config.measurement));
}
