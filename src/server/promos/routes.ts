import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import {
  promoCodeAnswerSchema,
  promoCodeBodySchema,
  promoCodesAnswerSchema,
  promoPreviewAnswerSchema,
  promoPreviewParamsSchema,
  promoPreviewQuerySchema,
} from '../../shared/api/promo-contract';
import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import {
  canManagePromoCodes,
  canOfferPromoCodesEverywhere,
  canUsePromoCode,
  type Actor,
} from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { requireVenuePerson, staffTurfsWhere } from '../auth/venue-access';
import { HttpError } from '../http/errors';
import { codesOnlyAt, createPromoCode, listPromoCodes, type PromoContext } from './promo-codes';
import { previewPromoCode } from './promo-uses';

// Promo codes over HTTP (docs/decisions/035). An owner's calls under /api/v1/owner, the admin's
// under /api/v1/admin, a player's preview under /api/v1/promo-codes: anonymous 401, every other
// role 403 (shared/permissions).

/**
 * The owner's routes are an owner's own and their managers' (docs/decisions/066; a player with no
 * place on a team is refused here, the listing's capability per turf); the admin has hers.
 */
const makerPolicy = {
  owner: (actor: Actor) =>
    (canManagePromoCodes(actor) && actor.role === 'owner') || actor.role === 'user',
  admin: canOfferPromoCodesEverywhere,
};

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** POST and GET /promo-codes for `role`: the owner's own codes, or the admin's all. */
function makerRoutes(context: PromoContext, role: 'owner' | 'admin'): FastifyPluginAsyncZod {
  const everywhere = role === 'admin';
  return async (app) => {
    app.post(
      '/promo-codes',
      {
        schema: {
          tags: [role],
          summary: everywhere
            ? 'Create a promo code for every turf (no turfIds) or for the turfs named'
            : 'Create a promo code for some of your own turfs',
          body: promoCodeBodySchema,
          response: { 201: promoCodeAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const maker = requireAllowed(request, makerPolicy[role]);
        if (maker.role === 'user') await requireVenuePerson(context.db, request);
        const promoCode = await createPromoCode(context, maker, request.body, everywhere);
        return reply.status(201).send({
          success: true as const,
          message: `Promo code ${promoCode.code} created.`,
          promoCode,
        });
      },
    );

    app.get(
      '/promo-codes',
      {
        schema: {
          tags: [role],
          summary: everywhere
            ? 'Every promo code, with its uses and the money it gave away'
            : 'Your promo codes, with their uses and the money each gave away',
          response: { 200: promoCodesAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const maker = requireAllowed(request, makerPolicy[role]);
        if (maker.role === 'user') {
          // A team member reads the codes of the listings where they may run promo codes.
          await requireVenuePerson(context.db, request);
          const turfIds = await staffTurfsWhere(context.db, maker, 'promo_codes');
          if (turfIds.length === 0) throw new HttpError(403, 'not_your_role');
          const codeIds = await codesOnlyAt(context, turfIds);
          const promoCodes = codeIds.length ? await listPromoCodes(context, { codeIds }) : [];
          return { success: true as const, promoCodes };
        }
        const promoCodes = await listPromoCodes(context, everywhere ? {} : { createdBy: maker.id });
        return { success: true as const, promoCodes };
      },
    );
  };
}

export const ownerPromoRoutes = (context: PromoContext) => makerRoutes(context, 'owner');
export const adminPromoRoutes = (context: PromoContext) => makerRoutes(context, 'admin');

/** GET /api/v1/promo-codes/:code/preview: what a code takes off, without using it. */
export function promoPreviewRoutes(context: PromoContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:code/preview',
      {
        schema: {
          tags: ['payment'],
          summary:
            "What a promo code takes off this amount at this turf for you, without using it (Pay Now's post-payment checks it again)",
          params: promoPreviewParamsSchema,
          querystring: promoPreviewQuerySchema,
          response: { 200: promoPreviewAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canUsePromoCode);
        const chargePaise = rupeesToPaise(request.query.amount);
        if (chargePaise === null || chargePaise <= 0)
          throw new HttpError(400, 'promo_amount_rupees');
        const preview = await previewPromoCode(context.db, {
          code: request.params.code,
          turfId: request.query.turfId,
          chargePaise,
          player,
          now: context.now(),
        });
        if (!preview.ok) throw HttpError.refusal(400, preview.message, 'promo_refused');
        return {
          success: true as const,
          code: preview.code.code,
          discount: paiseToRupeesText(preview.discountPaise),
          amount: paiseToRupeesText(chargePaise - preview.discountPaise),
        };
      },
    );
  };
}
