import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import {
  taxDetailsAnswerSchema,
  taxDetailsSchema,
  taxTurfParamsSchema,
} from '../../shared/api/tax-contract';
import { requireCapability } from '../auth/venue-access';
import type { Db } from '../db/database';
import { saveTaxDetails, taxDetailsOf } from './tax-details';

// A venue's GST details (decision 038), under /api/v1/owner: the turf's owner and the admin.

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function taxDetailsRoutes(context: { db: Db }): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/turfs/:turfId/tax-details',
      {
        schema: {
          tags: ['owner'],
          summary: "A turf's GST details: legal name, GSTIN and state (the owner and the admin)",
          params: taxTurfParamsSchema,
          response: { 200: taxDetailsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf } = await requireCapability(db, request, 'numbers', request.params.turfId);
        return { success: true as const, taxDetails: taxDetailsOf(turf) };
      },
    );

    app.put(
      '/turfs/:turfId/tax-details',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Set a turf's GST details (all three, or all empty to clear them); its payments from now on get tax invoices",
          params: taxTurfParamsSchema,
          body: taxDetailsSchema,
          response: { 200: taxDetailsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf, person } = await requireCapability(
          db,
          request,
          'tax_details',
          request.params.turfId,
        );
        const taxDetails = await saveTaxDetails(db, person, turf, request.body);
        return {
          success: true as const,
          message: taxDetails.gstin ? 'GST details saved.' : 'GST details removed.',
          taxDetails,
        };
      },
    );
  };
}
