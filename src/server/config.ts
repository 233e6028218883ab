import { z } from 'zod';
import { parseRatePercent } from '../shared/gst';
import { DEFAULT_REMINDER_HOURS } from '../shared/reminder-schedule';
import { payoutConfigOf, payoutEnvShape } from './config-payouts';
import {
  notificationConfigOf,
  notificationEnvShape,
  vapidKeysProblem,
  whatsappKeysProblem,
} from './config-notifications';
import { tracingEnvShape, tracingSettings } from './config-tracing';

// Configuration is read once, from the environment, and validated here. A bad value stops the
// start with one line naming the variable (see formatConfigError).

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** smtp://[user:pass@]host[:port] or smtps://…, the form nodemailer's SMTP transport reads. */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** 'Name <address@host>' or a bare address; no line breaks, which would forge headers. */
const MAIL_ADDRESS =
  /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

function isHttpOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}

/** A comma-separated list of http(s) origins (empty: none), such as `example`. */
const originList = (example: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every(isHttpOrigin),
        `must be a comma-separated list of origins such as ${example}`,
      ),
  );

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** OpenFreeMap's Liberty style: no key, no registration, no limit on map views (decision 067). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** A whole number of at least `least` (its unit named in the message), else `fallback`. */
const wholeNumber = (least: number, unit: string, fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(least, `must be at least ${least} (${unit})`)
      .default(fallback),
  );

/** '24,2': distinct whole hours from 1 to a week, latest last; null when the text is not that. */
export function parseReminderHours(text: string): number[] | null {
  const hours = text.split(',').map((part) => part.trim());
  if (!hours.every((part) => /^\d+$/.test(part))) return null;
  const numbers = hours.map(Number);
  if (numbers.some((n) => n < 1 || n > 168) || new Set(numbers).size !== numbers.length)
    return null;
  return numbers.sort((a, b) => b - a);
}

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('development')),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 65535')
        .max(65535, 'must be between 0 and 65535')
        .default(8000),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    TZ_VENUE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata')
        .default('Asia/Kolkata'),
    ),
    PAYMENT_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['local', 'stripe', 'razorpay'], { error: 'must be local, stripe or razorpay' })
        .default('local'),
    ),
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional()),
    RAZORPAY_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional()),
    RAZORPAY_CHECKOUT_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ error: 'must be a URL' }).default('https://checkout.razorpay.com/v1/checkout.js'),
    ),
    IMAGE_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(['local', 'cloudinary'], { error: 'must be local or cloudinary' }).default('local'),
    ),
    CLOUDINARY_CLOUD_NAME: z.preprocess(emptyAsUndefined, z.string().optional()),
    CLOUDINARY_UPLOAD_PRESET: z.preprocess(emptyAsUndefined, z.string().optional()),
    /**
     * The map's style (docs/decisions/067): a keyless public style that allows app traffic by
     * default, never the OpenStreetMap Foundation's own tile servers.
     */
    MAP_STYLE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isHttpUrl, 'must be an http(s) URL of a MapLibre style')
        .default(DEFAULT_MAP_STYLE_URL),
    ),
    /** Origins the style's tiles, glyphs and sprites come from beside the style's own. */
    MAP_TILE_ORIGINS: originList('https://tiles.example.com'),
    COOKIE_SECURE: z.preprocess(emptyAsUndefined, booleanText.optional()),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    REDIS_KEY_PREFIX: z.preprocess(emptyAsUndefined, z.string().max(60).default('turfbook:')),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isHttpOrigin, 'must be an origin such as https://turfbook.example.com')
        .optional(),
    ),
    ALLOWED_ORIGINS: originList('https://app.example.com'),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(
          isSmtpUrl,
          'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
        )
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .refine(
          (from) => MAIL_ADDRESS.test(from),
          'must be an address such as TurfBook <no-reply@turfbook.example.com>',
        )
        .default('TurfBook <no-reply@turfbook.example.com>'),
    ),
    ADMIN_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email({ error: 'must be an email address' }).optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    ),
    AUTH_RATE_LIMIT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1 (attempts per minute)')
        .default(10),
    ),
    /**
     * API requests one process works on at once before it refuses more with a 503
     * (docs/decisions/077); unset, no bound.
     */
    MAX_REQUESTS_IN_FLIGHT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1 (requests)')
        .optional(),
    ),
    LIVE_STREAMS_PER_ADDRESS: wholeNumber(1, 'open streams', 20),
    LIVE_STREAMS_PER_PROCESS: wholeNumber(1, 'open streams', 5_000),
    LIVE_STREAM_IDLE_SECONDS: wholeNumber(1, 'seconds', 600),
    HOUSEKEEPING_INTERVAL_SECONDS: wholeNumber(1, 'seconds', 60),
    /**
     * The bearer token Prometheus scrapes GET /metrics with (docs/decisions/069); unset, there is
     * no /metrics. Long enough not to be guessed, and one word, as an Authorization header carries it.
     */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\S+$/, 'must be one word, without spaces')
        .min(16, 'must be at least 16 characters')
        .optional(),
    ),
    REMINDER_HOURS_BEFORE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default(DEFAULT_REMINDER_HOURS.join(','))
        .transform((text) => parseReminderHours(text) ?? [])
        .refine(
          (hours) => hours.length > 0,
          'must be distinct whole hours from 1 to 168, separated by commas, such as 24,2',
        ),
    ),
    LOCAL_UPI_APPROVE_MS: wholeNumber(0, 'milliseconds', 3_000),
    LOCAL_UPI_EXPIRY_MS: wholeNumber(1_000, 'milliseconds', 5 * 60_000),
    DEMO_DATA: z.preprocess(emptyAsUndefined, booleanText.optional()),
    /** A clock journeys can move (docs/decisions/046); never in production. */
    TEST_CLOCK: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    GST_RATE_PERCENT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('18')
        .transform((text) => parseRatePercent(text) ?? -1)
        .refine((rate) => rate >= 0, 'must be a percentage from 0 to 100 such as 18'),
    ),
    GST_SAC: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^99\d{4}$/, 'must be a six-digit SAC code such as 999652')
        .default('999652'),
    ),
    ...payoutEnvShape,
    ...notificationEnvShape,
    ...tracingEnvShape,
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be one of fatal, error, warn, info, debug, trace, silent',
        })
        .default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    const need = (name: keyof typeof env, when: string) => {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
    };
    if (env.PAYMENT_PROVIDER === 'stripe') {
      need('STRIPE_SECRET_KEY', 'PAYMENT_PROVIDER=stripe');
      need('STRIPE_PUBLISHABLE_KEY', 'PAYMENT_PROVIDER=stripe');
      need('STRIPE_WEBHOOK_SECRET', 'PAYMENT_PROVIDER=stripe');
    }
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      need('RAZORPAY_KEY_ID', 'PAYMENT_PROVIDER=razorpay');
      need('RAZORPAY_KEY_SECRET', 'PAYMENT_PROVIDER=razorpay');
      need('RAZORPAY_WEBHOOK_SECRET', 'PAYMENT_PROVIDER=razorpay');
    }
    if (env.IMAGE_PROVIDER === 'cloudinary') {
      need('CLOUDINARY_CLOUD_NAME', 'IMAGE_PROVIDER=cloudinary');
      need('CLOUDINARY_UPLOAD_PRESET', 'IMAGE_PROVIDER=cloudinary');
    }
    if (env.TEST_CLOCK && env.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'is for test runs and cannot be on in production',
      });
    const vapid = vapidKeysProblem(env);
    if (vapid) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: vapid });
    const whatsapp = whatsappKeysProblem(env);
    if (whatsapp) {
      ctx.addIssue({ code: 'custom', path: ['WHATSAPP_PHONE_NUMBER_ID'], message: whatsapp });
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) need('ADMIN_PASSWORD', 'ADMIN_EMAIL is set');
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) need('ADMIN_EMAIL', 'ADMIN_PASSWORD is set');
  });

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    /** Where the built web client is (default dist/web); lets a test run serve its own build. */
    webDistDir: env.WEB_DIST_DIR ?? null,
    databaseUrl: env.DATABASE_URL ?? null,
    venueTimeZone: env.TZ_VENUE,
    payment: {
      provider: env.PAYMENT_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY ?? null,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApiUrl: env.STRIPE_API_URL ?? null,
      razorpayKeyId: env.RAZORPAY_KEY_ID ?? null,
      razorpayKeySecret: env.RAZORPAY_KEY_SECRET ?? null,
      razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
      /** Another host for the SDK (a local stand-in in tests); api.razorpay.com when unset. */
      razorpayApiUrl: env.RAZORPAY_API_URL ?? null,
      /** Where the browser loads Razorpay Checkout from (a stand-in's script in tests). */
      razorpayCheckoutUrl: env.RAZORPAY_CHECKOUT_URL,
      /**
       * The local gateway's UPI requests (decision 037): success@razorpay is approved after
       * approveMs; any request not approved within expiryMs expires.
       */
      localUpi: { approveMs: env.LOCAL_UPI_APPROVE_MS, expiryMs: env.LOCAL_UPI_EXPIRY_MS },
    },
    images: {
      provider: env.IMAGE_PROVIDER,
      cloudinaryCloudName: env.CLOUDINARY_CLOUD_NAME ?? null,
      cloudinaryUploadPreset: env.CLOUDINARY_UPLOAD_PRESET ?? null,
    },
    map: {
      styleUrl: env.MAP_STYLE_URL,
      /** What the content policy lets the browser fetch for the map. */
      origins: [...new Set([new URL(env.MAP_STYLE_URL).origin, ...env.MAP_TILE_ORIGINS])],
    },
    cookieSecure: env.COOKIE_SECURE ?? production,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    /** Where this server is reached from outside, for absolute image URLs; else each request's origin. */
    publicUrl: env.PUBLIC_URL ?? null,
    /** Shared rate-limit counts; without it they are kept in PostgreSQL. */
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : null,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT,
    /** API requests a process works on at once before it sheds more (decision 077); null: no cap. */
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT ?? null,
    /** Caps on live-update streams (per client address and per process) and their idle time. */
    liveStreams: {
      perAddress: env.LIVE_STREAMS_PER_ADDRESS,
      perProcess: env.LIVE_STREAMS_PER_PROCESS,
      idleMs: env.LIVE_STREAM_IDLE_SECONDS * 1000,
    },
    /** Outgoing mail: over SMTP when smtpUrl is set, else written as .eml files (DATA_DIR/outbox). */
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    demoData: env.DEMO_DATA ?? !production,
    /**
     * How often the housekeeping job runs (holds, refunds, payouts, statements): every minute;
     * the browser journeys run it more often, so they wait seconds for what it does.
     */
    housekeepingIntervalMs: env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    /** Who may scrape GET /metrics (docs/decisions/069); null: the route does not exist. */
    metrics: { token: env.METRICS_TOKEN ?? null },
    /** Reminders before play (docs/decisions/059), in hours before it, the earliest first. */
    reminders: { hoursBefore: env.REMINDER_HOURS_BEFORE },
    /** Whether PUT /api/v1/test-clock may move the server's clock (docs/decisions/046). */
    testClock: env.TEST_CLOCK,
    /** GST on invoices (decision 038): the rate (basis points) prices include, and the SAC code. */
    gst: { rate: env.GST_RATE_PERCENT, sac: env.GST_SAC },
    /** Paying venues their share (docs/decisions/054): commission, hold and withholding rates. */
    payouts: payoutConfigOf(env, production),
    /** Web push and, later, WhatsApp (docs/decisions/056); without keys, files in the outbox. */
    notifications: notificationConfigOf(env),
    logLevel: env.LOG_LEVEL,
    /** Traces over OTLP (docs/decisions/071); null: none, and no OpenTelemetry loaded. */
    tracing: tracingSettings(env),
  };
}

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws a ConfigError whose message is one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const given = env[name];
    // Secrets are never echoed (an SMTP_URL may carry the mail account's password), and the
    // value is quoted as JSON so that a line break in it cannot make the message two lines.
    const shown =
      given === undefined || /SECRET|PASSWORD|KEY|TOKEN|SMTP_URL/.test(name)
        ? ''
        : ` (got ${JSON.stringify(given)})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  return toConfig(parsed.data);
}
