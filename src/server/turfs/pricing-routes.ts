import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import { courtParamsSchema } from '../../shared/api/owner-courts-contract';
import { courtPricingAnswerSchema, pricingAnswerSchema } from '../../shared/api/pricing-contract';
import { priceRulesBodySchema } from '../../shared/price-rules-form';
import { requireCapability } from '../auth/venue-access';
import type { Db } from '../db/database';
import { readCourtPricing, saveCourtPriceRules } from './court-pricing-service';
import { pricingAnswer, rulesOfTurf, savePriceRules } from './pricing-service';

// A listing's prices as its owner (or the admin) sets them, under /api/v1/owner
// (docs/decisions/034), and a court's own (docs/decisions/039). Anonymous 401; a player or another owner 403 (auth/venue-access).

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function ownerPricingRoutes(context: { db: Db }): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/turfs/:turfId/pricing',
      {
        schema: {
          tags: ['owner'],
          summary:
            "A listing's prices: the base price an hour (the spec's price), weekday bands, " +
            'special days and the last-minute offer, rupees as 2-decimal text, days 0 = Sunday.',
          params: turfIdParamsSchema,
          response: { 200: pricingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf } = await requireCapability(db, request, 'prices', request.params.turfId);
        return pricingAnswer(rulesOfTurf(turf));
      },
    );

    app.put(
      '/turfs/:turfId/pricing',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Set a listing's prices. Precedence: a special day over a weekday band over the " +
            "base; where bands overlap, the one listed last. The base becomes the listing's " +
            'price; new holds pay the new prices, existing bookings keep theirs; the change is ' +
            "in the listing's edit log.",
          params: turfIdParamsSchema,
          body: priceRulesBodySchema,
          response: { 200: pricingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'prices',
          request.params.turfId,
        );
        return savePriceRules(db, manager, request.params.turfId, request.body);
      },
    );
    app.get(
      '/turfs/:turfId/courts/:courtId/pricing',
      {
        schema: {
          tags: ['owner'],
          summary:
            "A court's prices: its own (ownPrices) or, when it follows the listing's, those.",
          params: courtParamsSchema,
          response: { 200: courtPricingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        await requireCapability(db, request, 'prices', request.params.turfId);
        return readCourtPricing(db, request.params.turfId, request.params.courtId);
      },
    );

    app.put(
      '/turfs/:turfId/courts/:courtId/pricing',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Price one court apart from the listing, with the same rules as the listing takes; ' +
            'a slot on it (named or assigned) pays these. New holds only; in the edit log.',
          params: courtParamsSchema,
          body: priceRulesBodySchema,
          response: { 200: courtPricingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'prices',
          request.params.turfId,
        );
        const { turfId, courtId } = request.params;
        return saveCourtPriceRules(db, manager, turfId, courtId, request.body);
      },
    );

    app.delete(
      '/turfs/:turfId/courts/:courtId/pricing',
      {
        schema: {
          tags: ['owner'],
          summary: "The court follows the listing's prices again (new holds only).",
          params: courtParamsSchema,
          response: { 200: courtPricingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'prices',
          request.params.turfId,
        );
        const { turfId, courtId } = request.params;
        return saveCourtPriceRules(db, manager, turfId, courtId, null);
      },
    );
  };
}
