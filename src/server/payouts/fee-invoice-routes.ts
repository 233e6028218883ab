import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';
import { feeDocumentsAnswerSchema } from '../../shared/api/payout-contract';
import { canReceivePayouts } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { feeDocuments } from '../db/schema-fee-invoices';
import { HttpError } from '../http/errors';
import { documentLanguage, documentQuery } from '../i18n/document-language';
import { uuidParam } from '../http/schemas';
import { sendPdf } from '../invoices/routes';
import { feeDocumentJson, feeDocumentPdf, ownerFeeDocuments } from './fee-invoice-documents';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// TurfBook's fee invoices and credit notes to an owner's venues (docs/decisions/054), under
// /api/v1/owner: the owner only; another owner's is not found.

export const FEE_DOCUMENT_NOT_FOUND = ERROR_CATALOGUE.fee_invoice_not_found.en;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function feeInvoiceRoutes(context: {
  db: Db;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/fee-invoices',
      {
        schema: {
          tags: ['owner'],
          summary: "TurfBook's monthly invoices for its fees, and credit notes of fees reversed",
          response: { 200: feeDocumentsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const rows = await ownerFeeDocuments(db, owner.id);
        return { success: true as const, documents: rows.map(feeDocumentJson) };
      },
    );

    app.get(
      '/fee-invoices/:documentId.pdf',
      {
        schema: {
          tags: ['owner'],
          summary: 'A fee invoice or credit note as PDF',
          params: z.object({ documentId: uuidParam('Invalid fee invoice id') }),
          querystring: documentQuery,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const owner = requireAllowed(request, canReceivePayouts);
        const language = documentLanguage(request, owner);
        const [row] = await db
          .select()
          .from(feeDocuments)
          .where(
            and(eq(feeDocuments.id, request.params.documentId), eq(feeDocuments.ownerId, owner.id)),
          );
        if (!row) throw new HttpError(404, 'fee_invoice_not_found');
        const pdf = await feeDocumentPdf(row, context.config.venueTimeZone, language);
        return sendPdf(reply, row.number, pdf);
      },
    );
  };
}
