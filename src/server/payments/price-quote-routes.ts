import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  priceAnswerSchema,
  priceQuerySchema,
  subscriptionPriceAnswerSchema,
  subscriptionPriceBodySchema,
  type PriceAnswer,
  type SubscriptionPriceAnswer,
} from '../../shared/api/pricing-contract';
import { canUsePromoCode } from '../../shared/permissions';
import { pricePartJson } from '../../shared/price-rules-json';
import { paiseToRupeesText } from '../../shared/pricing';
import { requireAllowed } from '../auth/guards';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { resolveSlotRequest } from '../bookings/resolve-request';
import { courtsAHoldWouldGet } from '../bookings/court-prices';
import { withPromoCode } from './start-payment';

// What a hold made now would charge for a time at a turf (docs/decisions/034): the same
// resolve-request the checkout runs, so the booking summary shows the paisa Pay Now charges.

export function priceQuoteRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db, config } = context;
  return async (app) => {
    app.get(
      '/:turfId/price',
      {
        schema: {
          tags: ['turf'],
          summary:
            'What booking this time would cost if held now: the amount, its parts by band ' +
            '(peak, off-peak, special day, last-minute offer) and any discount, rupees as ' +
            '2-decimal text. The same checks as Pay Now (a future time, in the booking window, ' +
            'inside opening hours). With promoCode (players only: 401/403 otherwise), less what the ' +
            'code takes off (it is not used up by asking; a code that does not apply is a 400 ' +
            'saying why).',
          params: turfIdParamsSchema,
          querystring: priceQuerySchema,
          response: {
            200: priceAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request, reply): Promise<PriceAnswer> => {
        const { turfId } = request.params;
        const { date, startTime, endTime, courtId, sport, promoCode } = request.query;
        const viewer = request.sessionUser ?? null;
        let resolved = await resolveSlotRequest(
          db,
          { now: context.now(), timeZone: config.venueTimeZone },
          viewer,
          {
            kind: 'booking',
            booking: { turfId, bookingDate: date, startTime, endTime, courtId, sport },
          },
        );
        if (promoCode?.trim()) {
          // Trying a code is for whoever may use one, as the promo preview (decision 035).
          const player = requireAllowed(request, canUsePromoCode);
          resolved = (await withPromoCode(context, player, resolved, promoCode)).request;
        }
        // Whether a hold would be given a court at all: the one named, or one hosting the sport.
        await courtsAHoldWouldGet(
          db,
          turfId,
          resolved.sport,
          resolved.ranges.map((range, i) => ({ range, courtId: resolved.courtIds[i] })),
          context.now(),
        );
        // A price changes with the clock (offers) and the owner's rules: never kept.
        reply.header('cache-control', 'no-store');
        const { charge, prices } = resolved;
        return {
          success: true,
          amount: paiseToRupeesText(charge.finalPaise),
          parts: prices[0]!.parts.map(pricePartJson),
          discount: paiseToRupeesText(charge.discountPaise),
        };
      },
    );
    app.post(
      '/:turfId/subscription-price',
      {
        schema: {
          tags: ['turf'],
          summary:
            'What a subscription of these slots would cost if held now (from one slot up, as ' +
            'it is planned): 15% off the sum of each slot’s own price, on the court each would ' +
            'be given; rupees as 2-decimal text. The same checks of each slot as Pay Now.',
          params: turfIdParamsSchema,
          body: subscriptionPriceBodySchema,
          response: { 200: subscriptionPriceAnswerSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply): Promise<SubscriptionPriceAnswer> => {
        const { turfId } = request.params;
        const resolved = await resolveSlotRequest(
          db,
          { now: context.now(), timeZone: config.venueTimeZone },
          request.sessionUser ?? null,
          { kind: 'subscription', subscription: { ...request.body, turfId } },
          'quote',
        );
        reply.header('cache-control', 'no-store');
        const { charge } = resolved;
        return {
          success: true,
          amount: paiseToRupeesText(charge.finalPaise),
          original: paiseToRupeesText(charge.originalPaise),
          discount: paiseToRupeesText(charge.discountPaise),
        };
      },
    );
  };
}
