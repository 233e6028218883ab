import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postPaymentResponseSchema } from '../../shared/api/checkout-contract';
import { errorSchema, messageSchema } from '../../shared/api/common-contract';
import {
  finishSplitBodySchema,
  mySplitsAnswerSchema,
  payShareBodySchema,
  shareParamsSchema,
  shareRefundToBodySchema,
  splitAnswerSchema,
  splitParamsSchema,
  splitPreviewAnswerSchema,
  splitTokenQuerySchema,
} from '../../shared/api/split-contract';
import { canPayShare, canRunSplit, type Actor } from '../../shared/permissions';
import { requireAllowed, requireUser } from '../auth/guards';
import type { AppConfig } from '../config';
import { originOf } from '../http/public-urls';
import type { CheckoutContext } from '../payments/payment-context';
import { paymentAnswer } from '../payments/payment-routes';
import { finishSplitPayment } from './split-finish';
import { callOffSplit } from './split-sweep';
import { openSplitsOf } from './split-list';
import { startRestPayment, startSharePayment } from './split-pay';
import { splitFactsByLink, splitPreviewOf } from './split-preview';
import { chooseShareRefund, removeShare, requireVisibleSplit, splitAnswer } from './split-service';
import { HttpError } from '../http/errors';
import type { StartLimitContext } from '../payments/start-limit';

// /api/v1/splits (docs/decisions/044): a split booking's shares, seen and paid through its link.

const refusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function splitRoutes(
  context: CheckoutContext & StartLimitContext & { config: Pick<AppConfig, 'publicUrl'> },
): FastifyPluginAsyncZod {
  /** The session's user and the split they may see (else 404), and whether they hold its link. */
  const visibleSplit = async (request: FastifyRequest, splitId: string, token?: string) => {
    const actor = requireUser(request);
    return { actor, ...(await requireVisibleSplit(context.db, actor, splitId, token)) };
  };
  const clockOf = () => ({ now: context.now(), timeZone: context.config.venueTimeZone });
  /** The split as `actor` sees it now (read again after a change). */
  const answerOf = async (
    request: FastifyRequest,
    actor: Actor,
    splitId: string,
    token?: string,
  ) => {
    const { split } = await requireVisibleSplit(context.db, actor, splitId, token);
    const origin = originOf(request, context.config.publicUrl);
    return splitAnswer(context.db, split, actor, origin, clockOf());
  };
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['split'],
          summary: 'The splits the player booked or paid into that are still collecting shares',
          response: { 200: mySplitsAnswerSchema, 401: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        splits: await openSplitsOf(context.db, requireUser(request).id),
      }),
    );

    app.get(
      '/:splitId',
      {
        schema: {
          tags: ['split'],
          summary: 'A split booking: its deadline and who has paid which share',
          params: splitParamsSchema,
          querystring: splitTokenQuerySchema,
          response: { 200: splitAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const { splitId } = request.params;
        return answerOf(request, requireUser(request), splitId, request.query.token);
      },
    );

    // The share link's front door (docs/decisions/061): no session needed, the token is the key,
    // and the answer is the link preview's facts only (decision 055).
    app.get(
      '/:splitId/preview',
      {
        schema: {
          tags: ['split'],
          summary:
            "What a holder of the share link sees before signing in: turf, day, time and a teammate's share",
          params: splitParamsSchema,
          querystring: splitTokenQuerySchema,
          response: { 200: splitPreviewAnswerSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const facts = await splitFactsByLink(
          context.db,
          request.params.splitId,
          request.query.token,
        );
        if (!facts) throw new HttpError(404, 'split_not_found');
        return { success: true as const, preview: splitPreviewOf(facts) };
      },
    );

    app.post(
      '/:splitId/shares/:shareId/pay',
      {
        schema: {
          tags: ['split'],
          summary: 'Start paying one share (by card or UPI, or whole by TurfBook credit)',
          params: shareParamsSchema,
          querystring: splitTokenQuerySchema,
          body: payShareBodySchema,
          response: { 200: postPaymentResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { split, withLink } = await visibleSplit(
          request,
          request.params.splitId,
          request.query.token,
        );
        const payer = requireAllowed(request, (user) => canPayShare(user, split, withLink));
        const useCredit = request.body?.useCredit ?? false;
        const start = await startSharePayment(
          context,
          payer,
          split,
          request.params.shareId,
          useCredit,
        );
        return paymentAnswer(start);
      },
    );

    app.post(
      '/:splitId/finish',
      {
        schema: {
          tags: ['split'],
          summary:
            'Finish a paid share or pay-the-rest (idempotent per payment): answers the split as it stands',
          params: splitParamsSchema,
          querystring: splitTokenQuerySchema,
          body: finishSplitBodySchema,
          response: { 200: splitAnswerSchema, 402: errorSchema, ...refusals },
        },
      },
      async (request) => {
        const { actor, split } = await visibleSplit(
          request,
          request.params.splitId,
          request.query.token,
        );
        await finishSplitPayment(context, actor, split, request.body.paymentId);
        return answerOf(request, actor, split.id, request.query.token);
      },
    );

    app.post(
      '/:splitId/pay-rest',
      {
        schema: {
          tags: ['split'],
          summary: 'The booker pays every share still unpaid, in one payment',
          params: splitParamsSchema,
          response: { 200: postPaymentResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { split } = await visibleSplit(request, request.params.splitId);
        const booker = requireAllowed(request, (user) => canRunSplit(user, split));
        return paymentAnswer(await startRestPayment(context, booker, split));
      },
    );

    app.post(
      '/:splitId/call-off',
      {
        schema: {
          tags: ['split'],
          summary:
            'The booker calls off a split still collecting: the slot is let go and every paid share goes back in full',
          params: splitParamsSchema,
          querystring: splitTokenQuerySchema,
          response: { 200: splitAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const { splitId } = request.params;
        const { actor, split } = await visibleSplit(request, splitId, request.query.token);
        requireAllowed(request, (user) => canRunSplit(user, split));
        await callOffSplit(context, split);
        return answerOf(request, actor, split.id, request.query.token);
      },
    );

    app.delete(
      '/:splitId/shares/:shareId',
      {
        schema: {
          tags: ['split'],
          summary: 'The booker removes an unpaid share; its amount goes to the other unpaid shares',
          params: shareParamsSchema,
          response: { 200: splitAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const { actor, split } = await visibleSplit(request, request.params.splitId);
        requireAllowed(request, (user) => canRunSplit(user, split));
        await removeShare(context.db, split, request.params.shareId);
        return answerOf(request, actor, split.id);
      },
    );

    app.post(
      '/:splitId/shares/:shareId/refund-to',
      {
        schema: {
          tags: ['split'],
          summary: "The share's payer chooses where it goes back if the split ends unfinished",
          params: shareParamsSchema,
          querystring: splitTokenQuerySchema,
          body: shareRefundToBodySchema,
          response: { 200: messageSchema, ...refusals },
        },
      },
      async (request) => {
        const { actor, split } = await visibleSplit(
          request,
          request.params.splitId,
          request.query.token,
        );
        await chooseShareRefund(
          context.db,
          actor,
          split,
          request.params.shareId,
          request.body.refundTo,
        );
        return {
          success: true as const,
          message:
            request.body.refundTo === 'credit'
              ? 'If this split ends unfinished, your share goes to your TurfBook credit.'
              : 'If this split ends unfinished, your share goes back to how you paid.',
        };
      },
    );
  };
}
