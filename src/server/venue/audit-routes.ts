import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAnswerSchema, auditQuerySchema } from '../../shared/api/audit-contract';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import { readAuditLog } from '../audit/audit-read';
import { requireCapability } from '../auth/venue-access';
import type { Db } from '../db/database';

// A listing's audit log under /api/v1/owner (docs/decisions/066): the owner, the listing's
// managers and the admin (the `audit` capability); nobody may change an entry.

interface AuditRoutesContext {
  db: Db;
  now: () => Date;
  timeZone: string;
}

export function auditRoutes({ db, now, timeZone }: AuditRoutesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/turfs/:turfId/audit',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Who changed what at the listing, newest first: `from`/`to` are venue-local dates ' +
            '(both counted; at most 92 days, by default the last 30), `actor` one person’s ' +
            'user id. At most the newest 500 entries of the range (`truncated` says when more).',
          params: turfIdParamsSchema,
          querystring: auditQuerySchema,
          response: {
            200: auditAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const { turf } = await requireCapability(db, request, 'audit', request.params.turfId);
        return readAuditLog(db, turf.id, request.query, { now: now(), timeZone });
      },
    );
  };
}
