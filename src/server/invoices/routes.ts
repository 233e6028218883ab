import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { documentLanguage, documentQuery } from '../i18n/document-language';
import { uuidParam } from '../http/schemas';
import { bookingCreditNote, bookingInvoice, bookingMoveInvoice } from './documents';
import { creditNotePdf, invoicePdf } from './pdf';
import type { InvoiceSettings } from './settings';

// A booking's invoice and credit notes as PDF files (decision 038), under /api/v1/booking: for
// the booking's player, the turf's owner and the admin.

const params = z.object({ bookingId: uuidParam('Invalid booking id') });
const noteParams = params.extend({ n: z.string().max(6) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const pdfAnswer = z.string().describe('application/pdf');

/** A document as a PDF download named by its number, never kept by a shared cache. */
export function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${number.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf as unknown as string);
}

export function invoiceRoutes(context: {
  db: Db;
  invoicing: InvoiceSettings;
}): FastifyPluginAsyncZod {
  const { db, invoicing } = context;
  return async (app) => {
    app.get(
      '/:bookingId/invoice',
      {
        schema: {
          tags: ['booking'],
          summary:
            "The booking's payment's tax invoice (venue with a GSTIN) or receipt, as PDF: its player, the turf's owner and the admin",
          params,
          querystring: documentQuery,
          response: { 200: pdfAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = requireUser(request);
        const language = documentLanguage(request, viewer);
        const document = await bookingInvoice(db, request.params.bookingId, viewer);
        const { invoice, lines, payment } = document;
        const pdf = await invoicePdf(invoice, lines, payment, invoicing.timeZone, language);
        return sendPdf(reply, invoice.number, pdf);
      },
    );

    app.get(
      '/:bookingId/move-invoices/:n',
      {
        schema: {
          tags: ['booking'],
          summary:
            "The invoice of the booking's n-th paid move to a dearer slot (1 for the first) as PDF: its player, the turf's owner and the admin",
          params: noteParams,
          querystring: documentQuery,
          response: { 200: pdfAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = requireUser(request);
        if (!/^[1-9]\d{0,5}$/.test(request.params.n))
          throw new HttpError(400, 'move_invoice_number');
        const language = documentLanguage(request, viewer);
        const { invoice, lines, payment } = await bookingMoveInvoice(
          db,
          request.params.bookingId,
          Number(request.params.n),
          viewer,
        );
        const pdf = await invoicePdf(invoice, lines, payment, invoicing.timeZone, language);
        return sendPdf(reply, invoice.number, pdf);
      },
    );

    app.get(
      '/:bookingId/credit-notes/:n',
      {
        schema: {
          tags: ['booking'],
          summary:
            "The credit note of the booking's n-th refund (1 for the first) as PDF: its player, the turf's owner and the admin",
          params: noteParams,
          querystring: documentQuery,
          response: { 200: pdfAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = requireUser(request);
        if (!/^[1-9]\d{0,5}$/.test(request.params.n))
          throw new HttpError(400, 'credit_note_number');
        const language = documentLanguage(request, viewer);
        const { note, invoice, line } = await bookingCreditNote(
          db,
          request.params.bookingId,
          Number(request.params.n),
          viewer,
        );
        const pdf = await creditNotePdf(note, invoice, line, invoicing.timeZone, language);
        return sendPdf(reply, note.number, pdf);
      },
    );
  };
}
