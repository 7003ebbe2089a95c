import { STAFF_ROLES } from '@estate/domain/staff-roles';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { listAgentCards } from '../../repositories/offer-editing-repository';
import { staffOf } from '../../staff/staff-access';

const agentCardsSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), own: z.boolean() })),
});

/** The agent cards the offer editor offers: every card for editors and admins, an agent's own. */
export function registerAgentCardRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/back-office/agents',
    {
      schema: {
        tags: ['back office'],
        summary: 'Agent cards an offer may name',
        response: { 200: agentCardsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
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
