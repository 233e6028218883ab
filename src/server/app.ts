import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { authRoutes } from './auth/routes';
import { mobileSignInRoutes } from './auth/mobile-sign-in-routes';
import { SIGN_IN_TEMPLATE } from './auth/mobile-codes';
import { templateMessage } from './notifications/whatsapp-sender';
import { installSessionHooks } from './auth/session-hooks';
import { installCompression } from './http/compression';
import { installErrorHandling } from './http/errors';
import { installInputRules } from './http/input-rules';
import { installLiveStreamLimits } from './http/live-stream-limits';
import { installRequestsInFlightLimit } from './http/requests-in-flight';
import { installPublicUrls } from './http/public-urls';
import { installSecurity } from './http/security';
import { WEB_DIST, installWebClient } from './http/web-client';
import { previewPageHeads } from './previews/page-heads';
import { pushRoutes } from './notifications/push-routes';
import { preferenceRoutes } from './notifications/preference-routes';
import { whatsappWebhookRoutes } from './notifications/whatsapp-webhook-routes';
import { stopLinkRoutes } from './notifications/stop-link-routes';
import { healthRoutes, systemRoutes } from './system/routes';
import { turfRoutes } from './turfs/routes';
import { listingRoutes } from './turfs/listing-routes';
import { editRoutes } from './turfs/edit-routes';
import { photoRoutes } from './turfs/photo-routes';
import { adminTurfRoutes } from './turfs/admin-routes';
import { uploadRoutes } from './uploads/routes';
import { ratingRoutes } from './ratings/routes';
import { adminReviewRoutes } from './reviews/admin-routes';
import { bookingReviewRoutes, reviewRoutes, turfReviewRoutes } from './reviews/routes';
import { bookingRoutes } from './bookings/routes';
import { availabilityStreamRoutes } from './availability/stream-routes';
import { gridRoutes } from './availability/grid-routes';
import { turfListRoutes } from './availability/turf-list-routes';
import { priceQuoteRoutes } from './payments/price-quote-routes';
import { ownerPricingRoutes } from './turfs/pricing-routes';
import { creditRoutes } from './credit/credit-routes';
import { aftercareRoutes } from './aftercare/routes';
import { moveRoutes } from './aftercare/move-routes';
import { ownerCalendarRoutes } from './venue/calendar-routes';
import { ownerCourtRoutes } from './venue/court-routes';
import { venueBookingRoutes } from './venue/venue-booking-routes';
import { dayCloseRoutes } from './venue/day-close-routes';
import { boardRoutes } from './venue/board-routes';
import { checkInRoutes } from './venue/check-in-routes';
import { playerRecordRoutes } from './aftercare/record-routes';
import { waitlistRoutes } from './waitlist/routes';
import { adminPromoRoutes, ownerPromoRoutes, promoPreviewRoutes } from './promos/routes';
import { ownerNumbersRoutes } from './owners/owner-numbers-routes';
import { ownerTurfsRoutes } from './owners/owner-turfs-routes';
import { ownerStaffRoutes, staffRoutes } from './team/staff-routes';
import { auditRoutes } from './venue/audit-routes';
import { invoiceRoutes } from './invoices/routes';
import { taxDetailsRoutes } from './invoices/owner-routes';
import { payoutAccountRoutes } from './payouts/payout-account-routes';
import { commissionRoutes } from './payouts/commission-routes';
import { statementRoutes } from './payouts/statement-routes';
import { feeInvoiceRoutes } from './payouts/fee-invoice-routes';
import { adminPayoutRoutes } from './payouts/admin-payout-routes';
import { handleRouteEvent } from './payouts/route-webhooks';
import { paymentRoutes } from './payments/payment-routes';
import { splitPostPayment } from './splits/split-start';
import { splitRoutes } from './splits/split-routes';
import { gameRoutes } from './games/game-routes';
import { holdRoutes } from './payments/hold-routes';
import { finishRoutes } from './payments/finish-routes';
import { LocalGateway } from './local-gateway/local-gateway';
import { localGatewayRoutes } from './local-gateway/local-gateway-routes';
import { localUpiRoutes } from './local-gateway/local-upi-routes';
import { StripeGateway } from './payments/gateways/stripe-gateway';
import { razorpayWebhook, stripeWebhook, webhookRoutes } from './payments/webhook-routes';
import { RazorpayGateway } from './payments/gateways/razorpay-gateway';
import { razorpayRoutes } from './payments/razorpay-routes';
import { testClockRoutes, type TestClock } from './system/test-clock';
import { installRequestTiming, metricsRoutes } from './metrics/routes';
import { keepRequestLoggers } from './http/request-log';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where the built web client is; tests leave it out. */
  webRoot?: string | null;
  /** The movable clock of a test run (TEST_CLOCK=on, docs/decisions/046): its routes are added. */
  testClock?: TestClock | null;
}

/** Builds the whole HTTP app from a context; starting to listen is the caller's business. */
export async function buildApp(context: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Per-request lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(context.config.logLevel),
    }),
    trustProxy: context.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Unique across processes; a balancer's X-Request-Id is kept when we trust the proxy.
    genReqId: () => randomUUID(),
    requestIdHeader: context.config.trustProxy ? 'x-request-id' : false,
  }).withTypeProvider<ZodTypeProvider>();
  // Every answer names its request, so a support message can be traced to its log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Lines logged by whatever a request calls name it (its reqId, and its trace when tracing).
  if (options.logger) keepRequestLoggers(app);

  await installSecurity(app, context.config);
  await app.register(cookie);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: 64 * 1024, fields: 30, files: 1, fileSize: 5 * 1024 * 1024, parts: 31 },
  });
  installInputRules(app);
  installLiveStreamLimits(app, context.config.liveStreams);
  installRequestsInFlightLimit(app, context.config.maxRequestsInFlight);
  await app.register(swagger, {
    openapi: { info: { title: 'Turf marketplace API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Each module gets only the parts it uses (docs/decisions/028).
  const { config, db, now, rateCounter, images, availability, lifecycle } = context;
  // Settling money: the gateway, invoicing and the purposes a charge may pay (decision 052).
  const { payments, invoicing, purposes, metrics } = context;
  const money = { db, now, payments, invoicing, purposes, metrics };
  // Prometheus scrapes /metrics with METRICS_TOKEN; without it /metrics is 404 and no request
  // is timed for nobody (docs/decisions/069).
  if (config.metrics.token) installRequestTiming(app, metrics);
  await app.register(metricsRoutes({ metrics, token: config.metrics.token }));
  installSessionHooks(app, { db, now, config });
  installPublicUrls(app, config.publicUrl);
  await app.register(healthRoutes({ db, lifecycle }));
  await app.register(uploadRoutes(images, db));
  // The API's answers, compressed by Accept-Encoding (static files are the web client's and the
  // uploads' business: they come precompressed or are images).
  await app.register(async (api) => {
    installCompression(api);
    const v1 = { prefix: '/api/v1' };
    const turf = { prefix: '/api/v1/turf' };
    const booking = { prefix: '/api/v1/booking' };
    const owner = { prefix: '/api/v1/owner' };
    const payment = { prefix: '/api/v1/payment' };
    await api.register(systemRoutes({ db, config }), v1);
    if (options.testClock) await api.register(testClockRoutes(options.testClock), v1);
    await api.register(authRoutes({ db, now, rateCounter, config }), { prefix: '/api/v1/user' });
    await api.register(
      mobileSignInRoutes({
        db,
        now,
        rateCounter,
        config,
        // Sign-in codes go by WhatsApp's authentication template (docs/decisions/058).
        sendCodeMessage: (mobile, code) =>
          context.whatsappSender.send(templateMessage(mobile, SIGN_IN_TEMPLATE, [code], code)),
      }),
      { prefix: '/api/v1/user' },
    );
    await api.register(creditRoutes({ db }), { prefix: '/api/v1/user' });
    await api.register(turfListRoutes({ db, now, config }), turf);
    await api.register(turfRoutes({ db }), turf);
    await api.register(listingRoutes({ db, images }), turf);
    await api.register(ownerTurfsRoutes({ db, now, config }), turf);
    await api.register(editRoutes({ db, config }), turf);
    await api.register(adminTurfRoutes({ db, now }), { prefix: '/api/v1/admin' });
    await api.register(commissionRoutes({ db }), { prefix: '/api/v1/admin' });
    await api.register(adminPayoutRoutes({ db, now, config }), { prefix: '/api/v1/admin' });
    await api.register(ratingRoutes({ db, now }), turf);
    const reviews = { db, now, timeZone: config.venueTimeZone };
    await api.register(turfReviewRoutes(reviews), turf);
    await api.register(bookingReviewRoutes(reviews), booking);
    await api.register(reviewRoutes(reviews), { prefix: '/api/v1/reviews' });
    await api.register(adminReviewRoutes(reviews), { prefix: '/api/v1/admin' });
    await api.register(gridRoutes({ db, now, config }), booking);
    await api.register(bookingRoutes({ db, config }), booking);
    await api.register(availabilityStreamRoutes({ db, availability, config }), turf);
    await api.register(aftercareRoutes({ ...money, config, rateCounter }), booking);
    await api.register(moveRoutes({ ...money, config }), booking);
    await api.register(ownerCalendarRoutes({ ...money, config }), owner);
    await api.register(ownerCourtRoutes({ db, now, config }), owner);
    await api.register(ownerPricingRoutes({ db }), owner);
    await api.register(photoRoutes({ db, images }), owner);
    await api.register(priceQuoteRoutes({ db, now, config }), turf);
    await api.register(ownerNumbersRoutes({ db, now, config }), owner);
    await api.register(taxDetailsRoutes({ db }), owner);
    await api.register(
      pushRoutes({
        db,
        now,
        production: config.production,
        vapidPublicKey: config.notifications.vapid?.publicKey ?? null,
      }),
      { prefix: '/api/v1/notifications' },
    );
    await api.register(
      whatsappWebhookRoutes({
        ...{ db, now, metrics },
        webhook: config.notifications.whatsappWebhook,
      }),
      { prefix: '/api/v1/notifications' },
    );
    await api.register(stopLinkRoutes({ db, now }), { prefix: '/api/v1/notifications' });
    await api.register(preferenceRoutes({ db, now }), { prefix: '/api/v1/user' });
    await api.register(payoutAccountRoutes({ db, now, payoutRail: context.payoutRail }), owner);
    await api.register(statementRoutes({ db, config }), owner);
    await api.register(feeInvoiceRoutes({ db, config }), owner);
    await api.register(invoiceRoutes({ db, invoicing }), booking);
    await api.register(venueBookingRoutes({ db, now, config }), owner);
    await api.register(checkInRoutes({ db, now, config }), owner);
    await api.register(dayCloseRoutes({ db, now, config }), owner);
    await api.register(boardRoutes({ db, now, config }), owner);
    await api.register(playerRecordRoutes({ db, now, config }), { prefix: '/api/v1/user' });
    await api.register(
      paymentRoutes(
        { ...money, rateCounter, config },
        splitPostPayment({ ...money, rateCounter, config }),
      ),
      payment,
    );
    await api.register(holdRoutes(money), payment);
    await api.register(splitRoutes({ ...money, rateCounter, config }), {
      prefix: '/api/v1/splits',
    });
    await api.register(gameRoutes({ ...money, rateCounter, config }), {
      prefix: '/api/v1/games',
    });
    await api.register(finishRoutes({ ...money, config }), v1);
    await api.register(waitlistRoutes({ db, now, config }), { prefix: '/api/v1/waitlist' });
    await api.register(ownerPromoRoutes({ db, now, timeZone: config.venueTimeZone }), owner);
    await api.register(ownerStaffRoutes({ db, now }), owner);
    await api.register(auditRoutes({ db, now, timeZone: config.venueTimeZone }), owner);
    await api.register(staffRoutes({ db, now }), { prefix: '/api/v1/staff' });
    await api.register(adminPromoRoutes({ db, now, timeZone: config.venueTimeZone }), {
      prefix: '/api/v1/admin',
    });
    await api.register(promoPreviewRoutes({ db, now }), { prefix: '/api/v1/promo-codes' });
    if (payments instanceof LocalGateway) {
      await api.register(localGatewayRoutes(money, payments), payment);
      await api.register(localUpiRoutes(payments), payment);
    } else if (payments instanceof StripeGateway) {
      await api.register(webhookRoutes(stripeWebhook(money, payments)), payment);
    } else if (payments instanceof RazorpayGateway) {
      const razorpay = { prefix: '/api/v1/payment/razorpay' };
      await api.register(razorpayRoutes(money, payments), razorpay);
      const routeEvents = (event: object) =>
        handleRouteEvent({ db, now, payoutRail: context.payoutRail }, event);
      await api.register(webhookRoutes(razorpayWebhook(money, payments, routeEvents)), razorpay);
    }
  });

  // Turfs, games and split links carry their own link preview (docs/decisions/055).
  const pageHeads = previewPageHeads(
    { db, now, timeZone: context.config.venueTimeZone },
    context.config.publicUrl,
  );
  await installWebClient(
    app,
    options.webRoot === undefined ? WEB_DIST : options.webRoot,
    pageHeads,
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
