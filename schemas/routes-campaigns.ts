import * as campaign from './campaign';
import { messageResponse, pageQuery } from './common';
import { route, ANYONE, SIGNED_IN, clippers, creators, CREATORS_MANAGE, campaignId } from './route-kit';

/** Campaigns: the lists, one campaign, joining, and a creator's create, edit and delete (the whole table: schemas/routes.ts). */
export const campaignRoutes = {
  listCampaigns: route({
    method: 'GET',
    path: '/api/campaigns',
    access: ANYONE,
    query: campaign.campaignListQuery,
    response: campaign.campaignListResponse,
    cache: 'public',
  }),
  joinedCampaigns: route({
    method: 'GET',
    path: '/api/campaigns/joined',
    access: clippers('clippersOnly'),
    query: campaign.joinedCampaignsQuery,
    response: campaign.campaignListResponse,
    cache: 'private',
  }),
  getCampaign: route({
    method: 'GET',
    path: '/api/campaigns/:id',
    access: ANYONE,
    params: campaignId,
    response: campaign.campaignResponse,
    cache: 'public',
  }),
  campaignParticipants: route({
    method: 'GET',
    path: '/api/campaigns/:id/participants',
    access: ANYONE,
    params: campaignId,
    query: pageQuery,
    response: campaign.participantsPageResponse,
    cache: 'public',
  }),
  /** The same pages with emails: the campaign's creator and admins only (checked on the campaign), so kept per session. */
  participantContacts: route({
    method: 'GET',
    path: '/api/campaigns/:id/participant-contacts',
    access: SIGNED_IN,
    params: campaignId,
    query: pageQuery,
    response: campaign.participantsPageResponse,
    cache: 'private',
  }),
  joinCampaign: route({
    method: 'POST',
    path: '/api/campaigns/:id/join',
    access: clippers('clippersJoin'),
    params: campaignId,
    response: messageResponse,
  }),
  createCampaign: route({
    method: 'POST',
    path: '/api/campaigns',
    access: creators(CREATORS_MANAGE),
    request: campaign.createCampaignRequest,
    response: campaign.campaignMutationResponse,
    success: 201,
  }),
  updateCampaign: route({
    method: 'PATCH',
    path: '/api/campaigns/:id',
    access: creators(CREATORS_MANAGE),
    params: campaignId,
    request: campaign.updateCampaignRequest,
    response: campaign.campaignMutationResponse,
  }),
  deleteCampaign: route({
    method: 'DELETE',
    path: '/api/campaigns/:id',
    access: creators(CREATORS_MANAGE),
    params: campaignId,
    response: messageResponse,
  }),
} as const;
