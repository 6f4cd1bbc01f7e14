import type { Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { HttpError } from '../http/errors';

// Placeholder until ledger/payout-math.ts lands; replaced by the payout posting.
export async function approveClip(_tx: Tx, _creatorId: string, _clipId: string, _views: number): Promise<Clip> {
  throw new HttpError(503, 'Approving clips is not available yet.');
}
