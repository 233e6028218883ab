import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';
import { HttpError } from '../http/errors';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import {
  handleWhatsAppEvent,
  whatsappSignatureValid,
  type StatusContext,
} from './whatsapp-statuses';
import { readJsonAsBytes } from '../http/raw-body';

// WhatsApp's webhook (docs/decisions/057), under /api/v1/notifications: GET is the handshake
// Meta makes when the URL is registered (it must echo hub.challenge only for our verify token);
// POST carries statuses and replies, signed with the app secret over the raw body, so this scope
// reads bodies as bytes. Without a secret configured, nothing can be verified: every POST is 401.

export interface WhatsAppWebhookContext extends StatusContext {
  webhook: AppConfig['notifications']['whatsappWebhook'];
}

export const WHATSAPP_WEBHOOK_MESSAGES = {
  wrongToken: ERROR_CATALOGUE.webhook_token.en,
  signature: ERROR_CATALOGUE.webhook_signature.en,
  body: ERROR_CATALOGUE.webhook_body.en,
} as const;

export function whatsappWebhookRoutes(context: WhatsAppWebhookContext): FastifyPluginAsync {
  return async (app) => {
    readJsonAsBytes(app);

    app.get(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['notifications'],
          summary: "WhatsApp's verify-token handshake (echoes hub.challenge for our token only)",
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const { verifyToken } = context.webhook;
        const challenge = query['hub.challenge'];
        if (
          !verifyToken ||
          query['hub.mode'] !== 'subscribe' ||
          query['hub.verify_token'] !== verifyToken ||
          typeof challenge !== 'string'
        ) {
          throw new HttpError(403, 'webhook_token');
        }
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );

    app.post(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['notifications'],
          summary: "WhatsApp's statuses and replies (X-Hub-Signature-256 checked)",
        },
      },
      async (request) => {
        const signature = request.headers['x-hub-signature-256'];
        const { appSecret } = context.webhook;
        if (
          !appSecret ||
          typeof signature !== 'string' ||
          !Buffer.isBuffer(request.body) ||
          !whatsappSignatureValid(request.body, signature, appSecret)
        ) {
          throw new HttpError(401, 'webhook_signature');
        }
        let body: unknown;
        try {
          body = JSON.parse(request.body.toString('utf8'));
        } catch {
          throw new HttpError(400, 'webhook_body');
        }
        if (!(await handleWhatsAppEvent(context, body))) {
          throw new HttpError(400, 'webhook_body');
        }
        return { received: true };
      },
    );
  };
}
