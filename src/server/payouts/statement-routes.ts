import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';
import { statementsAnswerSchema, type Statement } from '../../shared/api/payout-contract';
import { canReceivePayouts } from '../../shared/permissions';
import { paiseToRupeesText } from '../../shared/pricing';
import { requireAllowed } from '../auth/guards';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { payoutStatements } from '../db/schema-payouts';
import { HttpError } from '../http/errors';
import { documentLanguage, documentQuery } from '../i18n/document-language';
import { uuidParam } from '../http/schemas';
import { sendPdf } from '../invoices/routes';
import {
  statementCsv,
  statementDetail,
  statementFileName,
  statementPdf,
  type StatementRow,
} from './statement-documents';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// An owner's weekly statements (docs/decisions/054), under /api/v1/owner: the owner only, and only
// their own venues' (another owner's statement is not found, whether it exists or not).

export const STATEMENT_NOT_FOUND = ERROR_CATALOGUE.statement_not_found.en;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const params = z.object({ statementId: uuidParam('Invalid statement id') });

function statementJson(row: StatementRow): Statement {
  const money = paiseToRupeesText;
  return {
    _id: row.id,
    turfId: row.turfId,
    from: row.periodFrom,
    to: row.periodTo,
    opening: money(row.openingPaise),
    gross: money(row.grossPaise),
    returned: money(row.returnedPaise),
    fee: money(row.feePaise),
    feeGst: money(row.feeGstPaise),
    tcs: money(row.tcsPaise),
    tds: money(row.tdsPaise),
    net: money(row.netPaise),
    transfers: money(row.transfersPaise),
    closing: money(row.closingPaise),
  };
}

export function statementRoutes(context: {
  db: Db;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db } = context;
  const timeZone = context.config.venueTimeZone;

  async function ownStatement(ownerId: string, statementId: string) {
    const [row] = await db
      .select()
      .from(payoutStatements)
      .where(and(eq(payoutStatements.id, statementId), eq(payoutStatements.ownerId, ownerId)));
    if (!row) throw new HttpError(404, 'statement_not_found');
    return statementDetail(db, row, timeZone);
  }

  return async (app) => {
    app.get(
      '/statements',
      {
        schema: {
          tags: ['owner'],
          summary: "The owner's weekly payout statements, newest first",
          response: { 200: statementsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const rows = await db
          .select()
          .from(payoutStatements)
          .where(eq(payoutStatements.ownerId, owner.id))
          .orderBy(desc(payoutStatements.periodFrom), desc(payoutStatements.issuedAt));
        return { success: true as const, statements: rows.map(statementJson) };
      },
    );

    app.get(
      '/statements/:statementId.pdf',
      {
        schema: {
          tags: ['owner'],
          summary: 'A weekly statement as PDF: its bookings, transfers and balances',
          params,
          querystring: documentQuery,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const language = documentLanguage(request, owner);
        const detail = await ownStatement(owner.id, request.params.statementId);
        const pdf = await statementPdf(detail, timeZone, language);
        return sendPdf(reply, statementFileName(detail, 'pdf').slice(0, -4), pdf);
      },
    );

    app.get(
      '/statements/:statementId.csv',
      {
        schema: {
          tags: ['owner'],
          summary:
            'A weekly statement as CSV (RFC 4180, UTF-8 with a byte order mark): opening, bookings, transfers, closing',
          params,
          response: { 200: z.string().describe('text/csv'), ...errors },
        },
      },
      async (request, reply) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const detail = await ownStatement(owner.id, request.params.statementId);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${statementFileName(detail, 'csv')}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(statementCsv(detail));
      },
    );
  };
}
