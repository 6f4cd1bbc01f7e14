import { desc, eq } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { selectClips, toClip } from './clip-view';

/** Every clip the clipper submitted, newest first (clips of deleted campaigns stay: they are history). */
export async function listClipsOf(db: Db | Tx, userId: string): Promise<Clip[]> {
  const rows = await selectClips(db).where(eq(clips.userId, userId)).orderBy(desc(clips.createdAt), desc(clips.id));
  return rows.map(toClip);
}
