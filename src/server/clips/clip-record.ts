import { eq } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { notFound } from '../refusals';
import { selectClips, toClip } from './clip-view';

/** One clip as the wire shows it; 404 when there is none. */
export async function readClip(db: Db | Tx, id: string): Promise<Clip> {
  const [row] = await selectClips(db).where(eq(clips.id, id));
  if (!row) throw notFound('clipNotFound');
  return toClip(row);
}
