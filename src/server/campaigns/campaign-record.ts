import { and, eq } from 'drizzle-orm';
import type { CampaignDetail } from '../../../schemas/campaign';
import type { MessageKey } from '../../../messages/keys';
import type { Db, Tx } from '../db/client';
import type { SessionUser } from '../deps';
import { campaigns } from '../db/schema';
import { forbidden, notFound } from '../refusals';
import { isLive, loadCampaignDetail, selectCampaigns, type CampaignRow } from './campaign-view';
import { listParticipants } from './participant-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot exist never reach Postgres (whose uuid cast would fail with a 500). */
export const isUuid = (value: string) => UUID.test(value);

export type CampaignRecord = typeof campaigns.$inferSelect;

/**
 * Reads a live campaign row with a row lock: 'update' for changes to its budget or status, 'share' for
 * joins and submissions (so they wait for, and then see, a concurrent completion or deletion).
 */
export async function lockCampaign(tx: Tx, id: string, mode: 'update' | 'share'): Promise<CampaignRecord> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isLive))
    .for(mode);
  if (!row) throw notFound('campaignNotFound');
  return row;
}

/** The creator's own live campaign, locked for a change; 403 when it belongs to someone else. */
export async function lockOwnCampaign(tx: Tx, id: string, creatorId: string): Promise<CampaignRecord> {
  const row = await lockCampaign(tx, id, 'update');
  if (row.creatorId !== creatorId) throw forbidden('changeOwnCampaignsOnly');
  return row;
}

/** The campaign as lists show it (creator name, participant count); 404 when missing or deleted. */
export async function readCampaignRow(db: Db | Tx, id: string): Promise<CampaignRow> {
  const [row] = await selectCampaigns(db).where(and(eq(campaigns.id, id), isLive));
  if (!row) throw notFound('campaignNotFound');
  return row;
}

/** The detail of a live campaign with its participants; 404 when missing or deleted. */
export async function readCampaignDetail(db: Db | Tx, id: string): Promise<CampaignDetail> {
  return loadCampaignDetail(db, await readCampaignRow(db, id));
}

/**
 * A page of a live campaign's participants, earliest joiner first; 404 when missing or deleted. Names only,
 * unless `viewer` asks for contacts: then the campaign's creator or an admin gets emails, anyone else a 403.
 */
export async function readParticipantsPage(
  db: Db | Tx,
  id: string,
  page: { cursor?: string; limit?: number },
  viewer?: SessionUser,
) {
  const [live] = await db
    .select({ id: campaigns.id, creatorId: campaigns.creatorId })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isLive));
  if (!live) throw notFound('campaignNotFound');
  if (!viewer) return listParticipants(db, id, page, 'names');
  if (viewer.role !== 'admin' && viewer.id !== live.creatorId) throw forbidden('contactsForOwner');
  return listParticipants(db, id, page, 'contacts');
}

/** Why a campaign that is not active refuses something, in words for a toast. */
export function notActiveMessage(status: CampaignRecord['status'], refusing: 'participants' | 'clips'): MessageKey {
  if (status === 'completed') return refusing === 'participants' ? 'completedNoParticipants' : 'completedNoClips';
  return refusing === 'participants' ? 'pausedNoParticipants' : 'pausedNoClips';
}
