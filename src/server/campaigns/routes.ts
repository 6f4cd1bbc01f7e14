import { payablePlatforms } from './campaign-platforms';
import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { listJoinedCampaigns } from './campaign-list';
import { readCampaignDetail, readParticipantsPage } from './campaign-record';
import { createCampaign } from './create-campaign';
import { deleteCampaign } from './delete-campaign';
import { listActiveCampaigns } from './discover-list';
import { joinCampaign } from './join-campaign';
import { updateCampaign } from './update-campaign';

export function campaignRoutes(deps: Deps) {
  const { db } = deps;

  return (
    routeTable(deps)
      .serve(routes.listCampaigns, async (c) => {
        const query = readQuery(c, routes.listCampaigns);
        return send(c, routes.listCampaigns, await listActiveCampaigns(db, query));
      })
      // Before /:id, which would otherwise take 'joined' for an id.
      .serve(routes.joinedCampaigns, async (c, { user }) => {
        const filter = readQuery(c, routes.joinedCampaigns);
        return send(c, routes.joinedCampaigns, await listJoinedCampaigns(db, user.id, filter));
      })
      .serve(routes.getCampaign, async (c, { params: { id } }) =>
        send(c, routes.getCampaign, { campaign: await readCampaignDetail(db, id) }),
      )
      .serve(routes.campaignParticipants, async (c, { params: { id } }) => {
        const page = readQuery(c, routes.campaignParticipants);
        return send(c, routes.campaignParticipants, await readParticipantsPage(db, id, page));
      })
      .serve(routes.participantContacts, async (c, { user, params: { id } }) => {
        const page = readQuery(c, routes.participantContacts);
        return send(c, routes.participantContacts, await readParticipantsPage(db, id, page, user));
      })
      .serve(routes.joinCampaign, async (c, { user, params: { id } }) => {
        const clipperId = user.id;
        // The creator's reads carry campaign:<id> (their own campaigns), so the join reaches them too.
        await commitChange(deps, (tx) => joinCampaign(tx, clipperId, id));
        return send(c, routes.joinCampaign, { message: say(c, 'campaignJoined') });
      })
      .serve(routes.createCampaign, async (c, { user }) => {
        const input = await readBody(c, routes.createCampaign);
        const creatorId = user.id;
        const campaign = await commitChange(deps, (tx) =>
          createCampaign(tx, creatorId, input, payablePlatforms(deps.instagram)),
        );
        return send(c, routes.createCampaign, { message: say(c, 'campaignCreated'), campaign });
      })
      .serve(routes.updateCampaign, async (c, { user, params: { id } }) => {
        const input = await readBody(c, routes.updateCampaign);
        const creatorId = user.id;
        const campaign = await commitChange(deps, (tx) =>
          updateCampaign(tx, creatorId, id, input, payablePlatforms(deps.instagram)),
        );
        return send(c, routes.updateCampaign, { message: say(c, 'campaignUpdated'), campaign });
      })
      .serve(routes.deleteCampaign, async (c, { user, params: { id } }) => {
        const creatorId = user.id;
        // Its pending clips are rejected: their clippers' reads carry campaign:<id>.
        await commitChange(deps, (tx) => deleteCampaign(tx, creatorId, id));
        return send(c, routes.deleteCampaign, { message: say(c, 'campaignDeleted') });
      }).app
  );
}
