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
import type { PaymentStart } from './hold-and-pay';
import { shareLinkOf, startSplitPayment } from './split-start';
import { originOf } from '../http/public-urls';
import type { AppConfig } from '../config';
import type { StartLimitContext } from './start-limit';

export function paymentRoutes(
  context: CheckoutContext & StartLimitContext & { config: Pick<AppConfig, 'publicUrl'> },
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
        if (userId && userId !== player.id)
          throw new HttpError(403, 'You can only pay for yourself.');
        const promoCode = request.body.promoCode?.trim() || null;
        const useCredit = request.body.useCredit ?? false;
        if (request.body.split) {
          const started = await startSplitPayment(
            context,
            player,
            amount,
            slotRequestOf(request.body),
            request.body.split,
            { promoCode, useCredit },
          );
          const origin = originOf(request, context.config.publicUrl);
          return {
            ...paymentAnswer(started),
            splitId: started.split.id,
            shareToken: started.split.token,
            shareLink: shareLinkOf(origin, started.split),
          };
        }
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
