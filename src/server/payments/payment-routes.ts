import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  postPaymentBodySchema,
  postPaymentResponseSchema,
} from '../../shared/api/checkout-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { canBook } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { HttpError } from '../http/errors';
import type { CheckoutContext } from './payment-context';
import { slotRequestOf, startPayment } from './start-payment';
import type { PaymentStart } from './start-charge';
import { originOf } from '../http/public-urls';
import type { UserRow } from '../auth/users';
import type { SlotRequestDetails } from '../bookings/resolve-request';
import type { SplitRequest } from '../../shared/split';
import type { AppConfig } from '../config';
import type { StartLimitContext } from './start-limit';

/**
 * post-payment with `split` (docs/decisions/044): the split's start, plugged in from splits by
 * the composition root (decision 052). Answers post-payment's answer with the split's link.
 */
export type SplitPostPayment = (start: {
  player: UserRow;
  claimedPaise: number;
  details: SlotRequestDetails | null;
  split: SplitRequest;
  promoCode: string | null;
  useCredit: boolean;
  origin: string;
}) => Promise<PaymentAnswer & { splitId: string; shareToken: string; shareLink: string }>;

export function paymentRoutes(
  context: CheckoutContext & StartLimitContext & { config: Pick<AppConfig, 'publicUrl'> },
  startSplit: SplitPostPayment,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/post-payment',
      {
        schema: {
          tags: ['payment'],
          summary:
            'Price and hold the slot (or all subscription slots) for 10 minutes, and open a payment intent',
          body: postPaymentBodySchema,
          response: {
            200: postPaymentResponseSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canBook);
        const { amount, userId } = request.body;
        if (userId && userId !== player.id) throw new HttpError(403, 'pay_for_yourself');
        const promoCode = request.body.promoCode?.trim() || null;
        const useCredit = request.body.useCredit ?? false;
        if (request.body.split)
          return startSplit({
            player,
            claimedPaise: amount,
            details: slotRequestOf(request.body),
            split: request.body.split,
            promoCode,
            useCredit,
            origin: originOf(request, context.config.publicUrl),
          });
        const start = await startPayment(
          context,
          player,
          amount,
          slotRequestOf(request.body),
          promoCode,
          useCredit,
        );
        return paymentAnswer(start);
      },
    );
  };
}

export type PaymentAnswer = ReturnType<typeof paymentAnswer>;

/** post-payment's answer for a payment just started (also a split share's, decision 044). */
export function paymentAnswer(start: PaymentStart) {
  return {
    success: true as const,
    clientSecret: start.clientSecret,
    paymentId: start.paymentId,
    holdExpiresAt: start.holdExpiresAt?.toISOString() ?? null,
    amount: paiseToRupeesText(start.amountPaise),
    creditUsed: paiseToRupeesText(start.creditPaise),
    toPay: paiseToRupeesText(start.amountPaise - start.creditPaise),
    paidWithCredit: start.paidWithCredit,
    ...(start.bookingIds ? { bookingIds: start.bookingIds } : {}),
  };
}
