import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** Security headers, the content policy the web client needs, and CORS for allowed origins only. */
export async function installSecurity(app: FastifyInstance, config: AppConfig) {
  // helmet's middleware, built once: it depends on the configuration only (a Fastify plugin that
  // builds it again per request costs a tenth of a small answer).
  const securityHeaders = helmet(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // Images (ours and uploads) may be shown by a client on another origin; the API and the app
  // keep helmet's same-origin policy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/images/') || request.url.startsWith('/uploads/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, !!origin && config.allowedOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}

function helmetOptions(config: AppConfig): HelmetOptions {
  const stripe = config.payment.provider === 'stripe';
  const cloudinary = config.images.provider === 'cloudinary';
  // Razorpay Checkout: its script's origin (a stand-in's in tests), the iframe it opens from
  // api.razorpay.com, and its calls and images (docs/decisions/036).
  const razorpay =
    config.payment.provider === 'razorpay'
      ? [new URL(config.payment.razorpayCheckoutUrl).origin, 'https://api.razorpay.com']
      : [];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : []), ...razorpay],
        'frame-src': [
          "'self'",
          ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
          ...razorpay,
        ],
        'connect-src': [
          "'self'",
          ...(stripe ? ['https://api.stripe.com'] : []),
          ...(razorpay.length > 0 ? [...razorpay, 'https://lumberjack.razorpay.com'] : []),
          ...(cloudinary ? ['https://api.cloudinary.com'] : []),
          // The map's style, tiles, glyphs and sprites (docs/decisions/067).
          ...config.map.origins,
        ],
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(cloudinary ? ['https://res.cloudinary.com'] : []),
          ...(razorpay.length > 0 ? ['https://cdn.razorpay.com'] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Over plain http on a LAN address, upgrading would break every asset.
        'upgrade-insecure-requests': config.cookieSecure ? [] : null,
      },
    },
  };
}
