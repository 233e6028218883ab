import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';
import {
  adminPayoutAccountsAnswerSchema,
  adminPayoutsAnswerSchema,
  adminPayoutsQuerySchema,
  taxFileQuerySchema,
} from '../../shared/api/payout-contract';
import { canAdministerPayouts } from '../../shared/permissions';
import { zonedNow } from '../../shared/time';
import { requireAllowed } from '../auth/guards';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { asc, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { payoutAccounts } from '../db/schema-payouts';
import { payoutAccountAnswer } from './payout-accounts';
import { gstr8Csv, platformDay, tds194oCsv } from './platform-payouts';

// The admin's payouts (docs/decisions/054), under /api/v1/admin: the admin only (owners and
// players 403, anonymous 401).

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const csvAnswer = z.string().describe('text/csv; RFC 4180, UTF-8 with a byte order mark');

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export function adminPayoutRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db } = context;
  const timeZone = context.config.venueTimeZone;
  return async (app) => {
    app.get(
      '/payouts',
      {
        schema: {
          tags: ['admin'],
          summary:
            "A day's platform totals (date: YYYY-MM-DD, venue time; today when left out) and every venue's payouts (admin)",
          querystring: adminPayoutsQuerySchema,
          response: { 200: adminPayoutsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        requireAllowed(request, canAdministerPayouts);
        const date = request.query.date ?? zonedNow(context.now(), timeZone).date;
        return { success: true as const, ...(await platformDay(db, date, timeZone)) };
      },
    );

    app.get(
      '/payout-accounts',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Every owner's payout account, by status and the account's last four digits (admin)",
          response: { 200: adminPayoutAccountsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        requireAllowed(request, canAdministerPayouts);
        const rows = await db
          .select({ account: payoutAccounts, ownerName: users.fullname })
          .from(payoutAccounts)
          .innerJoin(users, eq(users.id, payoutAccounts.ownerId))
          .orderBy(asc(payoutAccounts.status), asc(payoutAccounts.legalName));
        return {
          success: true as const,
          accounts: rows.map(({ account, ownerName }) => ({
            ...payoutAccountAnswer(account),
            ownerId: account.ownerId,
            ownerName,
            email: account.email,
          })),
        };
      },
    );

    app.get(
      '/tax/gstr8.csv',
      {
        schema: {
          tags: ['admin'],
          summary:
            "A month's GSTR-8 figures per supplier GSTIN: money collected and returned in it, TCS by tax (admin)",
          querystring: taxFileQuerySchema,
          response: { 200: csvAnswer, ...errors },
        },
      },
      async (request, reply) => {
        requireAllowed(request, canAdministerPayouts);
        const { month } = request.query;
        return sendCsv(reply, `gstr8-${month}.csv`, await gstr8Csv(db, month, timeZone));
      },
    );

    app.get(
      '/tax/tds-194o.csv',
      {
        schema: {
          tags: ['admin'],
          summary: "A month's TDS under section 194-O per PAN (admin)",
          querystring: taxFileQuerySchema,
          response: { 200: csvAnswer, ...errors },
        },
      },
      async (request, reply) => {
        requireAllowed(request, canAdministerPayouts);
        const { month } = request.query;
        return sendCsv(reply, `tds-194o-${month}.csv`, await tds194oCsv(db, month, timeZone));
      },
    );
  };
}
