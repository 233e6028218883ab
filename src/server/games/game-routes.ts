import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postPaymentResponseSchema } from '../../shared/api/checkout-contract';
import { errorSchema, messageSchema } from '../../shared/api/common-contract';
import {
  gameAnswerSchema,
  gameDetailAnswerSchema,
  gameFinishBodySchema,
  gameJoinBodySchema,
  gameListAnswerSchema,
  gameListQuerySchema,
  gameParamsSchema,
  gamePreviewAnswerSchema,
  gamePlayerParamsSchema,
  gameRefundToBodySchema,
} from '../../shared/api/game-contract';
import { GAME_MESSAGES, openGameBodySchema } from '../../shared/games';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { spotInvoice } from '../invoices/documents';
import { invoicePdf } from '../invoices/pdf';
import { sendPdf } from '../invoices/routes';
import type { CheckoutContext } from '../payments/payment-context';
import { paymentAnswer } from '../payments/payment-routes';
import type { StartLimitContext } from '../payments/start-limit';
import { requireDatesWithin } from '../http/date-windows';
import { cancelGame, chooseSpotRefundTo, closeGame, leaveGame, removePlayer } from './game-changes';
import { finishGamePayment } from './game-finish';
import { startJoin } from './game-join';
import { gamePreview } from './game-preview';
import { gameDetail, listOpenGames, openGame } from './game-service';
import { HttpError } from '../http/errors';
import { documentLanguage, documentQuery } from '../i18n/document-language';

// /api/v1/games (docs/decisions/045): open games, listed, joined, left, and run by the organizer.

const refusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function gameRoutes(context: CheckoutContext & StartLimitContext): FastifyPluginAsyncZod {
  const clock = () => ({ now: context.now(), timeZone: context.config.venueTimeZone });
  const done = (message: string) => ({ success: true as const, message });
  return async (app) => {
    app.post(
      '/',
      {
        schema: {
          tags: ['games'],
          summary: 'Open your confirmed booking as a game (level, spots, note, and the extras)',
          body: openGameBodySchema,
          response: { 200: gameAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        const row = await openGame(context.db, actor, request.body, clock());
        const { game } = await gameDetail(context.db, actor, row.id, clock());
        return { success: true as const, game };
      },
    );

    app.get(
      '/',
      {
        schema: {
          tags: ['games'],
          summary: 'Open games with a free spot, by sport, area (location), date and level',
          querystring: gameListQuerySchema,
          response: { 200: gameListAnswerSchema, 400: errorSchema },
        },
      },
      async (request) => {
        // A game is on a bookable day: a date outside that window is a 400, never a query.
        requireDatesWithin('subscription', [request.query.date], clock());
        return {
          success: true as const,
          games: await listOpenGames(context.db, request.query, clock()),
        };
      },
    );

    app.get(
      '/:gameId',
      {
        schema: {
          tags: ['games'],
          summary: 'One game; its players with their reliability for its organizer',
          params: gameParamsSchema,
          response: { 200: gameDetailAnswerSchema, ...refusals },
        },
      },
      async (request) =>
        gameDetail(context.db, requireUser(request), request.params.gameId, clock()),
    );

    // A game's link, opened before signing in (docs/decisions/061): the link preview's facts only.
    app.get(
      '/:gameId/preview',
      {
        schema: {
          tags: ['games'],
          summary: 'One game as anyone with its link sees it: turf, day, time, spots and price',
          params: gameParamsSchema,
          response: { 200: gamePreviewAnswerSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const preview = await gamePreview(context.db, request.params.gameId, clock());
        if (!preview) throw new HttpError(404, 'game_not_found');
        return { success: true as const, preview };
      },
    );

    app.post(
      '/:gameId/join',
      {
        schema: {
          tags: ['games'],
          summary:
            'Start paying one spot (post-payment’s answer): with useCredit, TurfBook credit pays ' +
            'what it covers, and a spot it pays in full is taken at once (paidWithCredit)',
          params: gameParamsSchema,
          body: gameJoinBodySchema,
          response: { 200: postPaymentResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const useCredit = request.body?.useCredit ?? false;
        const player = requireUser(request);
        return paymentAnswer(await startJoin(context, player, request.params.gameId, useCredit));
      },
    );

    app.post(
      '/:gameId/finish',
      {
        schema: {
          tags: ['games'],
          summary:
            'After paying a spot: finalize it (checked with the gateway) and answer the game',
          params: gameParamsSchema,
          body: gameFinishBodySchema,
          response: { 200: gameDetailAnswerSchema, 402: errorSchema, ...refusals },
        },
      },
      async (request) => {
        const player = requireUser(request);
        const { gameId } = request.params;
        await finishGamePayment(context, player, gameId, request.body.paymentId);
        return gameDetail(context.db, player, gameId, clock());
      },
    );

    app.get(
      '/:gameId/invoice',
      {
        schema: {
          tags: ['games'],
          summary:
            'Your spot’s tax invoice or receipt as PDF, issued when the game settled with you in it',
          params: gameParamsSchema,
          querystring: documentQuery,
          response: { 200: z.string().describe('application/pdf'), ...refusals },
        },
      },
      async (request, reply) => {
        const player = requireUser(request);
        const language = documentLanguage(request, player);
        const { invoice, lines, payment } = await spotInvoice(
          context.db,
          request.params.gameId,
          player,
        );
        const pdf = await invoicePdf(invoice, lines, payment, context.invoicing.timeZone, language);
        return sendPdf(reply, invoice.number, pdf);
      },
    );

    app.post(
      '/:gameId/leave',
      {
        schema: {
          tags: ['games'],
          summary: 'Leave a game: a full refund up to 24 hours before play, as the policy says',
          params: gameParamsSchema,
          response: { 200: messageSchema, ...refusals },
        },
      },
      async (request) => {
        await leaveGame(context, requireUser(request), request.params.gameId);
        return done('You left the game: your spot’s payment is on its way back.');
      },
    );

    app.post(
      '/:gameId/refund-to',
      {
        schema: {
          tags: ['games'],
          summary:
            'A joined player chooses where their spot goes back if the game is called off: how they paid, or credit',
          params: gameParamsSchema,
          body: gameRefundToBodySchema,
          response: { 200: messageSchema, ...refusals },
        },
      },
      async (request) => {
        const { gameId } = request.params;
        await chooseSpotRefundTo(context, requireUser(request), gameId, request.body.refundTo);
        return done(GAME_MESSAGES.refundToChanged);
      },
    );

    app.post(
      '/:gameId/players/:playerId/remove',
      {
        schema: {
          tags: ['games'],
          summary: 'The organizer removes a player (by their row id), refunded in full',
          params: gamePlayerParamsSchema,
          response: { 200: messageSchema, ...refusals },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        await removePlayer(context, actor, request.params.gameId, request.params.playerId);
        return done('The player was removed and is refunded in full.');
      },
    );

    for (const [action, change, message] of [
      ['close', closeGame, 'The game takes no new players.'],
      ['cancel', cancelGame, 'The game is cancelled: every player is refunded in full.'],
    ] as const)
      app.post(
        `/:gameId/${action}`,
        {
          schema: {
            tags: ['games'],
            summary:
              action === 'close'
                ? 'The organizer closes the game to new players'
                : 'The organizer cancels the game; every player is refunded in full',
            params: gameParamsSchema,
            response: { 200: messageSchema, ...refusals },
          },
        },
        async (request) => {
          await change(context, requireUser(request), request.params.gameId);
          return done(message);
        },
      );
  };
}
