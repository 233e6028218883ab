import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAnswerSchema } from '../../shared/api/auth-contract';
import {
  codeSentAnswerSchema,
  mobileConfirmBodySchema,
  mobileErrorSchema,
  mobileStatusAnswerSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
} from '../../shared/api/mobile-sign-in-contract';
import { MOBILE_SIGN_IN_MESSAGES as M } from '../../shared/mobile-sign-in';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { requireUser } from './guards';
import {
  confirmVerification,
  mobileStatus,
  requestSignInCode,
  requestVerificationCode,
  signInWithCode,
} from './mobile-sign-in';
import type { SignInCodeSender } from './mobile-codes';
import type { RateCounter } from './rate-limit';
import { SESSION_COOKIE, sessionCookieOptions } from './sessions';

// /api/v1/user/otp/* and /api/v1/user/mobile/verification* (docs/decisions/058).

export function mobileSignInRoutes(context: {
  db: Db;
  now: () => Date;
  rateCounter: RateCounter;
  sendCodeMessage: SignInCodeSender;
  config: Pick<AppConfig, 'authRateLimitPerMinute' | 'cookieSecure'>;
}): FastifyPluginAsyncZod {
  const { db, rateCounter, sendCodeMessage, config } = context;
  const perMinute = config.authRateLimitPerMinute;
  const sending = { db, rateCounter, sendCodeMessage, perMinute };
  const errors = {
    400: mobileErrorSchema,
    401: mobileErrorSchema,
    409: mobileErrorSchema,
    429: mobileErrorSchema,
    502: mobileErrorSchema,
  };

  return async (app) => {
    app.post(
      '/otp/request',
      {
        schema: {
          tags: ['user'],
          summary:
            'Send a sign-in code to a mobile number by WhatsApp; answers the same whether or not an account has the number (one code a minute to a number)',
          body: otpRequestBodySchema,
          response: { 200: codeSentAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const attempt = { clientAddress: request.ip, now: context.now() };
        await requestSignInCode(sending, request.body.mobilenumber, attempt);
        return { success: true as const, message: M.sent };
      },
    );

    app.post(
      '/otp/verify',
      {
        schema: {
          tags: ['user'],
          summary:
            'Sign in with the code: the account that verified the number, or a new player given fullname; sets the session cookie as login does',
          body: otpVerifyBodySchema,
          response: { 200: userAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { mobilenumber, code, fullname, whatsappOptIn, language } = request.body;
        const { user, session } = await signInWithCode(
          db,
          { mobile: mobilenumber, code, fullname, whatsappOptIn, language },
          { clientAddress: request.ip, now: context.now() },
          { rateCounter, perMinute },
          request.cookies[SESSION_COOKIE],
        );
        reply.setCookie(SESSION_COOKIE, session.token, {
          ...sessionCookieOptions(config.cookieSecure),
          expires: session.expiresAt,
        });
        return { success: true as const, message: 'Logged in successfully', user };
      },
    );

    app.get(
      '/mobile/verification',
      {
        schema: {
          tags: ['user'],
          summary: "The profile's mobile number and whether it is verified (signs in)",
          response: { 200: mobileStatusAnswerSchema, 401: mobileErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await mobileStatus(db, requireUser(request))),
      }),
    );

    app.post(
      '/mobile/verification',
      {
        schema: {
          tags: ['user'],
          summary: "Send a code to the logged-in person's own mobile number, to verify it",
          response: { 200: codeSentAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const attempt = { clientAddress: request.ip, now: context.now() };
        await requestVerificationCode(sending, user, attempt);
        return { success: true as const, message: M.verification_sent };
      },
    );

    app.post(
      '/mobile/verification/confirm',
      {
        // Anonymous is a 401 whatever the body holds.
        preValidation: async (request) => {
          requireUser(request);
        },
        schema: {
          tags: ['user'],
          summary: 'Verify the number with its code: from then on it signs in to this account',
          body: mobileConfirmBodySchema,
          response: {
            200: mobileStatusAnswerSchema.extend({ message: codeSentAnswerSchema.shape.message }),
            ...errors,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const status = await confirmVerification(
          db,
          user,
          request.body.code,
          { clientAddress: request.ip, now: context.now() },
          { rateCounter, perMinute },
        );
        return { success: true as const, message: M.verified, ...status };
      },
    );
  };
}
