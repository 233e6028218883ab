import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import {
  payoutAccountAnswerSchema,
  payoutAccountBodySchema,
  payoutsAnswerSchema,
  payoutsQuerySchema,
} from '../../shared/api/payout-contract';
import { canReceivePayouts } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import {
  payoutAccountAnswer,
  payoutAccountOf,
  savePayoutAccount,
  type PayoutAccountContext,
} from './payout-accounts';
import { ownerPayouts } from './owner-payouts';

// An owner's payout account and payouts (docs/decisions/054), under /api/v1/owner: the owner only.

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export function payoutAccountRoutes(context: PayoutAccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payout-account',
      {
        schema: {
          tags: ['owner'],
          summary: "The owner's payout account (null before they gave one)",
          response: { 200: payoutAccountAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const row = await payoutAccountOf(context.db, owner.id);
        return { success: true as const, account: row && payoutAccountAnswer(row) };
      },
    );

    app.put(
      '/payout-account',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Set the owner's payout details; a new bank account is pending until the payout provider verified it",
          body: payoutAccountBodySchema,
          response: { 200: payoutAccountAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const row = await savePayoutAccount(context, owner.id, request.body);
        return { success: true as const, account: payoutAccountAnswer(row) };
      },
    );

    app.get(
      '/payouts',
      {
        schema: {
          tags: ['owner'],
          summary:
            "The owner's payouts, one a booking sold online, by play date (from, to: YYYY-MM-DD, both optional)",
          querystring: payoutsQuerySchema,
          response: { 200: payoutsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const owner = requireAllowed(request, canReceivePayouts);
        return {
          success: true as const,
          ...(await ownerPayouts(context.db, owner.id, request.query)),
        };
      },
    );
  };
}
