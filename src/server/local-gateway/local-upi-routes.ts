import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCAL_UPI_PAYEE } from '../../shared/upi';
import type { LocalGateway } from './local-gateway';
import { UPI_EXPIRED, type IntentRow } from './local-upi';

// The development UPI app's calls (decision 037): it stands in for the payer's bank app, which
// alone sees a collect request. It knows a request only by its reference (upi://pay's `tr`,
// 96 random bits), as a bank app does; the routes exist only with PAYMENT_PROVIDER=local.

const NOT_OPEN = 'This UPI request is no longer open: it was approved, declined or has expired.';

const gatewayError = (code: string, message: string) => ({ error: { code, message } });

const requestQuery = z.object({
  request: z.string({ error: 'request is required' }).min(1).max(100),
});

const requestView = (row: IntentRow) => ({
  reference: row.upiRequest,
  amount: row.amount,
  currency: row.currency,
  payerVpa: row.upiVpa,
  payee: LOCAL_UPI_PAYEE,
  expiresAt: row.upiExpiresAt!.toISOString(),
});

export function localUpiRoutes(gateway: LocalGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/local/upi/request',
      {
        schema: {
          tags: ['payment'],
          summary: 'Local test gateway: an open UPI request, for the development UPI app',
          querystring: requestQuery,
        },
      },
      async (request, reply) => {
        const row = await gateway.upi.open(request.query.request);
        if (!row) return reply.status(404).send(gatewayError('resource_missing', NOT_OPEN));
        return { request: requestView(row) };
      },
    );

    for (const answer of ['approve', 'decline'] as const) {
      app.post(
        `/local/upi/${answer}`,
        {
          schema: {
            tags: ['payment'],
            summary: `Local test gateway: the development UPI app ${answer}s a request`,
            body: requestQuery,
          },
        },
        async (request, reply) => {
          const resolved = await gateway.upi.answer(request.body.request, answer);
          if (!resolved) return reply.status(404).send(gatewayError('resource_missing', NOT_OPEN));
          if (resolved.row.status !== 'succeeded' && resolved.row.lastError === UPI_EXPIRED.message)
            return reply.status(410).send(gatewayError(UPI_EXPIRED.code, UPI_EXPIRED.message));
          // Approved money that lost its slot is refunded by the merchant, not the bank app: the
          // player's checkout says so.
          return { status: answer === 'approve' ? 'approved' : 'declined' };
        },
      );
    }
  };
}
