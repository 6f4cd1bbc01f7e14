import type { MessageKey } from '../../../messages/keys';
import { translate } from '../i18n/catalogue';
import type { Said } from '../refusals';

/**
 * The refusals the route table declares (schemas/route-kit.ts and routes-*.ts write them in English, as the OpenAPI
 * document quotes them), each said by its catalogue key, so it is answered in the caller's language with its `code`.
 * tests/unit/route-refusals.test.ts checks that every refusal of the table is one of these.
 */
export const ROUTE_REFUSALS: readonly MessageKey[] = [
  'adminFinance',
  'adminModeration',
  'adminOwner',
  'clippersSubmit',
  'clippersWithdraw',
  'clippersChannel',
  'clippersInstagram',
  'clippersAppeal',
  'clippersJoin',
  'clippersOnly',
  'clippersPush',
  'clipperDashboardOnly',
  'creatorsManage',
  'creatorsReview',
  'creatorsTopUp',
  'creatorsWallet',
  'creatorsAnswerAppeal',
  'creatorsBlock',
  'creatorDashboardOnly',
  'campaignNotFound',
  'clipNotFound',
  'withdrawalNotFound',
  'userNotFound',
  'clipperNotFound',
  'notBlocked',
];

const keyOfText = new Map<string, MessageKey>(ROUTE_REFUSALS.map((key) => [translate('en', key), key]));

/** A declared refusal (its English text) as its catalogue key; a text the catalogue lacks stays as it is. */
export const routeRefusal = (text: string): Said => keyOfText.get(text) ?? text;
