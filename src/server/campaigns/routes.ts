import { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import { requireSession } from '../auth/session';
import type { AppEnv, Deps } from '../deps';
import { changeTags as tag, tagList } from '../feed/change-tags';
import { commitChange } from '../feed/commit-change';
import { readBody, readId, readQuery, send } from '../http/contract';
import { listActiveCampaigns, listJoinedCampaigns } from './campaign-list';
import { CAMPAIGN_NOT_FOUND, readCampaignDetail, readParticipantsPage } from './campaign-record';
import { createCampaign } from './create-campaign';
import { deleteCampaign } from './delete-campaign';
import { joinCampaign } from './join-campaign';
import { CLIPPERS_ONLY, requireRole } from './marketplace-roles';
import { updateCampaign } from './update-campaign';

const CREATORS_MANAGE = 'Only campaign creators can manage campaigns.';

export function campaignRoutes(deps: Deps) {
  const { db } = deps;
  const clipper = requireRole(deps, 'user', CLIPPERS_ONLY);
  const creator = requireRole(deps, 'creator', CREATORS_MANAGE);

  return (
    new Hono<AppEnv>()
      .get(routes.listCampaigns.path, async (c) => {
        const page = readQuery(c, routes.listCampaigns);
        return send(c, routes.listCampaigns, await listActiveCampaigns(db, page));
      })
      // Before /:id, which would otherwise take 'joined' for an id.
      .get(routes.joinedCampaigns.path, clipper, async (c) => {
        const campaigns = await listJoinedCampaigns(db, c.get('user').id);
        return send(c, routes.joinedCampaigns, { campaigns });
      })
      .get(routes.getCampaign.path, async (c) => {
        const id = readId(c, CAMPAIGN_NOT_FOUND);
        return send(c, routes.getCampaign, { campaign: await readCampaignDetail(db, id) });
      })
      .get(routes.campaignParticipants.path, async (c) => {
        const id = readId(c, CAMPAIGN_NOT_FOUND);
        const page = readQuery(c, routes.campaignParticipants);
        return send(c, routes.campaignParticipants, await readParticipantsPage(db, id, page));
      })
      .get(routes.participantContacts.path, requireSession(deps), async (c) => {
        const id = readId(c, CAMPAIGN_NOT_FOUND);
        const page = readQuery(c, routes.participantContacts);
        return send(c, routes.participantContacts, await readParticipantsPage(db, id, page, c.get('user')));
      })
      .post(routes.joinCampaign.path, requireRole(deps, 'user', 'Only clippers can join campaigns.'), async (c) => {
        const id = readId(c, CAMPAIGN_NOT_FOUND);
        const clipperId = c.get('user').id;
        // The creator's reads carry campaign:<id> (their own campaigns), so the join reaches them too.
        await commitChange(deps, (tx) => joinCampaign(tx, clipperId, id), () =>
          tagList(tag.campaign(id), tag.campaigns, tag.user(clipperId), tag.platform),
        );
        return send(c, routes.joinCampaign, { message: 'Campaign joined successfully' });
      })
      .post(routes.createCampaign.path, creator, async (c) => {
        const input = await readBody(c, routes.createCampaign);
        const creatorId = c.get('user').id;
        const campaign = await commitChange(deps, (tx) => createCampaign(tx, creatorId, input), (created) =>
          tagList(tag.campaign(created._id), tag.campaigns, tag.user(creatorId), tag.platform),
        );
        return send(c, routes.createCampaign, { message: 'Campaign created successfully!', campaign }, 201);
      })
      .patch(routes.updateCampaign.path, creator, async (c) => {
        const id = readId(c, CAMPAIGN_NOT_FOUND);
        const input = await readBody(c, routes.updateCampaign);
        const creatorId = c.get('user').id;
        const campaign = await commitChange(deps, (tx) => updateCampaign(tx, creatorId, id, input), () =>
          tagList(tag.campaign(id), tag.campaigns, tag.user(creatorId), tag.platform),
        );
        return send(c, routes.updateCampaign, { message: 'Campaign updated successfully', campaign });
      })
      .delete(routes.deleteCampaign.path, creator, async (c) => {
        const id = readId(c, CAMPAIGN_NOT_FOUND);
        const creatorId = c.get('user').id;
        // Its pending clips are rejected: their clippers' reads carry campaign:<id>.
        await commitChange(deps, (tx) => deleteCampaign(tx, creatorId, id), () =>
          tagList(tag.campaign(id), tag.campaigns, tag.user(creatorId), tag.platform),
        );
        return send(c, routes.deleteCampaign, { message: 'Campaign deleted successfully' });
      })
  );
}
