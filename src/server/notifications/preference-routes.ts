import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import { notificationPreferencesAnswerSchema } from '../../shared/api/notification-contract';
import { notificationPreferencesBodySchema } from '../../shared/notification-preferences';
import { requireUser } from '../auth/guards';
import { preferencesOf, savePreferences, type PreferencesContext } from './preferences';

// A person's notification preferences (docs/decisions/056), under /api/v1/user: their own only.

const errors = { 400: errorSchema, 401: errorSchema };

export function preferenceRoutes(context: PreferencesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification-preferences',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Which channels reach you for each kind of message, and your WhatsApp opt-in',
          response: { 200: notificationPreferencesAnswerSchema, ...errors },
        },
      },
      async (request) => preferencesOf(context.db, requireUser(request)),
    );

    app.put(
      '/notification-preferences',
      {
        schema: {
          tags: ['notifications'],
          summary:
            'Choose the channels of every kind of message (whole), and opt in or out of WhatsApp',
          body: notificationPreferencesBodySchema,
          response: { 200: notificationPreferencesAnswerSchema, ...errors },
        },
      },
      async (request) => savePreferences(context, requireUser(request), request.body),
    );
  };
}
