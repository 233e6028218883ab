import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import { creditAnswerSchema, type CreditAnswer } from '../../shared/api/credit-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/database';
import { creditBalance, creditEntriesOf } from './ledger';

// A player's own TurfBook credit, under /api/v1/user (docs/decisions/040): nobody else's, so
// there is no id to ask for.

export function creditRoutes(context: { db: Db }): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/credit',
      {
        schema: {
          tags: ['user'],
          summary:
            'Your TurfBook credit: the balance and its ledger (each entry with its reason and ' +
            'booking), newest first, rupees as 2-decimal text',
          response: { 200: creditAnswerSchema, 401: errorSchema },
        },
      },
      async (request): Promise<CreditAnswer> => {
        const user = requireUser(request);
        const [balance, entries] = await Promise.all([
          creditBalance(db, user.id),
          creditEntriesOf(db, user.id),
        ]);
        // A spend shows as a negative amount: "-1200.00".
        const signed = (paise: number) =>
          paise < 0 ? `-${paiseToRupeesText(-paise)}` : paiseToRupeesText(paise);
        return {
          success: true,
          balance: paiseToRupeesText(balance),
          entries: entries.map((entry) => ({
            amount: signed(entry.amountPaise),
            reason: entry.reason,
            bookingId: entry.bookingId,
            createdAt: entry.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
