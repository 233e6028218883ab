import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTurfParamsSchema } from '../../shared/api/admin-turfs-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { commissionAnswerSchema, commissionBodySchema } from '../../shared/api/payout-contract';
import { parseRatePercent } from '../../shared/gst';
import { canAdministerPayouts } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { MAX_COMMISSION_PERCENT } from '../config-payouts';
import type { Db } from '../db/database';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';

// A venue's commission (docs/decisions/054), under /api/v1/admin: the admin only. It applies to
// payout lines figured from now on; lines already released keep the fee they were paid with.

/**
 * The percent as basis points, read from its decimal text (never through floating point
 * arithmetic): null unless from 0 to the maximum with at most two decimals.
 */
export function commissionBasisPoints(percent: number): number | null {
  const points = parseRatePercent(String(percent));
  return points !== null && points <= MAX_COMMISSION_PERCENT * 100 ? points : null;
}

export function commissionRoutes(context: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/turfs/:turfId/commission',
      {
        schema: {
          tags: ['admin'],
          summary: "Set a venue's commission, a percentage from 0 to 50 (admin)",
          params: adminTurfParamsSchema,
          body: commissionBodySchema,
          response: {
            200: commissionAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        requireAllowed(request, canAdministerPayouts);
        const points = commissionBasisPoints(request.body.percent);
        if (points === null) throw new HttpError(400, 'commission_invalid');
        const [turf] = await context.db
          .update(turfs)
          .set({ commissionBp: points })
          .where(eq(turfs.id, request.params.turfId))
          .returning({ commissionBp: turfs.commissionBp });
        if (!turf) throw new HttpError(404, 'turf_not_found');
        return { success: true as const, percent: points / 100 };
      },
    );
  };
}
