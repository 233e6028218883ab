import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../shared/api/common-contract';
import {
  holdParamsSchema,
  ownHoldsAnswerSchema,
  ownHoldsQuerySchema,
} from '../../shared/api/hold-contract';
import { canBook } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { listOwnHolds, releaseOwnHold } from './own-holds';
import type { PaymentContext } from './payment-context';

// A player's own unpaid holds (docs/decisions/025). Players only: an owner or admin holds
// nothing, and nobody sees or releases another player's hold.

export function holdRoutes(context: PaymentContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/holds',
      {
        schema: {
          tags: ['payment'],
          summary:
            "The caller's own live unpaid holds (optionally on one turf), each with what its " +
            'checkout needs (client secret, amount, slots) and the seconds it has left',
          querystring: ownHoldsQuerySchema,
          response: {
            200: ownHoldsAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const player = requireAllowed(request, canBook);
        // Private and changing by the second: no cache may keep it.
        reply.header('cache-control', 'no-store');
        const holds = await listOwnHolds(context, player, request.query.turfId);
        return { success: true as const, holds };
      },
    );

    app.post(
      '/holds/:paymentId/release',
      {
        schema: {
          tags: ['payment'],
          summary:
            "Gives up the caller's own unpaid hold at once, freeing its slots for everyone; " +
            'refused (409) once its payment went through, which is then finalized instead',
          params: holdParamsSchema,
          response: {
            200: messageSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canBook);
        return releaseOwnHold(context, player, request.params.paymentId);
      },
    );
  };
}
