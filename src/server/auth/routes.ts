import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  logoutAnswerSchema,
  meAnswerSchema,
  registerBodySchema,
  userAnswerSchema,
} from '../../shared/api/auth-contract';
import { errorSchema } from '../../shared/api/common-contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { requireUser } from './guards';
import type { RateCounter } from './rate-limit';
import { logIn, registerUser } from './service';
import { SESSION_COOKIE, deleteSession, sessionCookieOptions } from './sessions';
import { setAccountLanguage, toSessionUser } from './users';
import { HttpError } from '../http/errors';
import {
  accountLanguageSchema,
  accountPatchBodySchema,
} from '../../shared/api/account-language-contract';

export function authRoutes(context: {
  db: Db;
  now: () => Date;
  rateCounter: RateCounter;
  config: Pick<AppConfig, 'authRateLimitPerMinute' | 'cookieSecure'>;
}): FastifyPluginAsyncZod {
  const { db, config } = context;
  const limits = { perMinute: config.authRateLimitPerMinute, counter: context.rateCounter };
  const cookieOptions = sessionCookieOptions(config.cookieSecure);

  return async (app) => {
    app.post(
      '/register',
      {
        schema: {
          tags: ['user'],
          summary: 'Create a player (user) or owner account; multipart form as the spec says',
          consumes: ['multipart/form-data', 'application/json'],
          body: registerBodySchema,
          response: {
            201: userAnswerSchema,
            400: errorSchema,
            409: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const attempt = { clientAddress: request.ip, now: context.now() };
        const user = await registerUser(db, request.body, attempt, limits);
        return reply.status(201).send({ success: true, message: 'Registered successfully', user });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['user'],
          summary: 'Log in with email, password and the account role; sets the session cookie',
          body: loginBodySchema,
          response: {
            200: userAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { user, session } = await logIn(
          db,
          request.body,
          { clientAddress: request.ip, now: context.now() },
          limits,
          request.cookies[SESSION_COOKIE],
        );
        reply.setCookie(SESSION_COOKIE, session.token, {
          ...cookieOptions,
          expires: session.expiresAt,
        });
        return { success: true as const, message: 'Logged in successfully', user };
      },
    );

    app.get(
      '/me',
      {
        schema: {
          tags: ['user'],
          summary: 'The logged-in user, or 401',
          response: {
            200: meAnswerSchema,
            401: errorSchema,
          },
        },
      },
      async (request) => ({ success: true as const, user: toSessionUser(requireUser(request)) }),
    );

    app.patch(
      '/me',
      {
        schema: {
          tags: ['user'],
          summary: "Change the account's language: { language: 'en' | 'hi' | 'mr' }",
          body: accountPatchBodySchema,
          response: { 200: meAnswerSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const language = accountLanguageSchema.safeParse(request.body.language);
        if (!language.success) {
          throw new HttpError(400, 'language_unknown');
        }
        const changed = await setAccountLanguage(db, user.id, language.data);
        return { success: true as const, user: toSessionUser(changed) };
      },
    );

    app.post(
      '/logout',
      {
        schema: {
          tags: ['user'],
          summary: 'End the session',
          response: { 200: logoutAnswerSchema },
        },
      },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await deleteSession(db, token);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        return { success: true as const, message: 'You have successfully Logged Out' };
      },
    );
  };
}
