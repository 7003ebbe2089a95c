import {
  agentCardsResponseSchema,
  groupChoicesResponseSchema,
} from '@estate/domain/api/back-office-offer-responses';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { listAgentCards, listOfferGroups } from '../../repositories/offer-editing-repository';
import { staffOf } from '../../staff/staff-access';

/**
 * What the offer editor and the list let one choose: the agent cards (every card for editors and
 * admins, an agent's own) and the special-offer groups.
 */
export function registerOfferChoiceRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/back-office/groups',
    {
      schema: {
        tags: ['back office'],
        summary: 'Special-offer groups offers can be added to',
        response: { 200: groupChoicesResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async () => ({
      data: (await listOfferGroups(database.db)).map((group) => ({
        id: group.id,
        type: group.group_type,
        namePl: group.name_pl,
        nameEn: group.name_en,
      })),
    }),
  );

  app.get(
    '/api/back-office/agents',
    {
      schema: {
        tags: ['back office'],
        summary: 'Agent cards an offer may name',
        response: { 200: agentCardsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request) => {
      const staff = staffOf(request);
      const cards = await listAgentCards(database.db);
      return {
        data: cards
          .filter((card) => staff.role !== 'agent' || card.user_id === staff.id)
          .map((card) => ({ id: card.id, name: card.name, own: card.user_id === staff.id })),
      };
    },
  );
}
