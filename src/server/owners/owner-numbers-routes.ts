import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';
import { bookingsCsvParamsSchema, bookingsCsvQuerySchema } from '../../shared/api/owner-contract';
import { requireCapability } from '../auth/venue-access';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { bookingsCsvStream, csvFileName, requireExportRange } from './bookings-csv';
import { invoiceRegisterQuerySchema, taxTurfParamsSchema } from '../../shared/api/tax-contract';
import { registerMonth } from '../../shared/register-month';
import { HttpError } from '../http/errors';
import { invoiceRegisterCsv, registerFileName } from './invoice-register';

// The owner's numbers that are not part of the Your Turfs answer: the CSV
// export of a turf's bookings, and its month of invoices (decision 038). Registered under
// /api/v1/owner.

export function ownerNumbersRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db, config } = context;
  return async (app) => {
    app.get(
      '/turfs/:turfId/bookings.csv',
      {
        schema: {
          tags: ['owner'],
          summary:
            "A turf's paid bookings played from `from` to `to` (at most 366 days; neither: all of them, as the owner's table) as a CSV file, in the venue's zone (the owner and the admin)",
          params: bookingsCsvParamsSchema,
          querystring: bookingsCsvQuerySchema,
          response: {
            200: z.string().describe('text/csv; RFC 4180, UTF-8 with a byte order mark'),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request, reply) => {
        // Who first (401/403 before any word about the input), then what.
        const { turf } = await requireCapability(db, request, 'numbers', request.params.turfId);
        const range = requireExportRange(request.query.from, request.query.to, {
          now: context.now(),
          timeZone: config.venueTimeZone,
        });
        const stream = bookingsCsvStream(db, {
          turfId: turf.id,
          range,
          timeZone: config.venueTimeZone,
        });
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="${csvFileName(turf.name, range?.from, range?.to)}"`,
            )
            .header('cache-control', 'private, no-store')
            // The schema's 200 describes the file for the API docs; a stream is sent as it is
            // (Fastify never serializes one), which the typed reply cannot express.
            .send(stream as unknown as string)
        );
      },
    );

    app.get(
      '/turfs/:turfId/invoice-register.csv',
      {
        schema: {
          tags: ['owner'],
          summary:
            "A turf's invoices, receipts and credit notes (negative) issued in `month` (YYYY-MM, default this month, venue's zone) as a CSV file (the owner and the admin)",
          params: taxTurfParamsSchema,
          querystring: invoiceRegisterQuerySchema,
          response: {
            200: z.string().describe('text/csv; RFC 4180, UTF-8 with a byte order mark'),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { turf } = await requireCapability(db, request, 'numbers', request.params.turfId);
        const month = registerMonth(request.query.month, context.now(), config.venueTimeZone);
        if (!month) throw new HttpError(400, 'register_month');
        const csv = await invoiceRegisterCsv(db, turf.id, month, config.venueTimeZone);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${registerFileName(turf.name, month)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
