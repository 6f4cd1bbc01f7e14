import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { callLocale } from '../i18n/request-locale';
import { answerAppeal } from './answer-appeal';
import { listCreatorAppeals, listOpenAppeals } from './appeal-lists';
import { decideAppeal } from './decide-appeal';
import { openAppeal } from './open-appeal';
import { recordAudit } from '../accounts/audit';

/** Appeals of rejections (docs/product.md#appeals). */
export function appealRoutes(deps: Deps) {
  const { db } = deps;
  return routeTable(deps)
    .serve(routes.appealClip, async (c, { user, params: { id } }) => {
      const { message } = await readBody(c, routes.appealClip);
      const clip = await commitChange(deps, (tx) => openAppeal(tx, user.id, id, message, new Date()));
      return send(c, routes.appealClip, { message: say(c, 'appealSent'), clip });
    })
    .serve(routes.answerAppeal, async (c, { user, params: { id } }) => {
      const { message } = await readBody(c, routes.answerAppeal);
      const clip = await commitChange(deps, (tx) => answerAppeal(tx, user.id, id, message, new Date()));
      return send(c, routes.answerAppeal, { message: say(c, 'answerSent'), clip });
    })
    .serve(routes.creatorAppeals, async (c, { user }) =>
      send(c, routes.creatorAppeals, await listCreatorAppeals(db, user.id, readQuery(c, routes.creatorAppeals))),
    )
    .serve(routes.adminAppeals, async (c) =>
      send(c, routes.adminAppeals, await listOpenAppeals(db, readQuery(c, routes.adminAppeals), callLocale(c))),
    )
    .serve(routes.decideAppeal, async (c, { user, params: { id } }) => {
      const { decision, note } = await readBody(c, routes.decideAppeal);
      const options = { holdbackDays: deps.config.holdbackDays, now: new Date() };
      const clip = await commitChange(deps, async (tx) => {
        // Recorded first, so the clip answered names its admin; a refusal rolls both back.
        const audit = { actorId: user.id, objectType: 'clip', objectId: id } as const;
        const status = decision === 'overturn' ? 'approved' : 'rejected';
        const [before, after] = [{ appeal: 'open' }, { appeal: decision, note: note || null, status }];
        await recordAudit(tx, { ...audit, action: 'appeal.decide', before, after });
        return decideAppeal(tx, id, { decision, note: note || null }, options);
      });
      const message = say(c, decision === 'uphold' ? 'appealUpheld' : 'appealOverturned');
      return send(c, routes.decideAppeal, { message, clip });
    }).app;
}
