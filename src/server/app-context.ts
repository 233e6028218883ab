import type { AppConfig } from './config';
import { ONE_EMBEDDED_CONNECTION, type Database, type Db } from './db/database';
import { createMetrics, type AppMetrics, type MoneyCounts } from './metrics/metrics';
import { oldestUndeliveredSeconds } from './metrics/outbox-age';
import { countingOnCommit } from './metrics/commit-counts';
import { AvailabilityFeed } from './availability/feed';
import { finalizeSucceeded, refundAfterCommit } from './payments/finalize';
import type { PaymentGateway } from './payments/gateways/gateway';
import { LocalImageStore } from './uploads/local-image-store';
import { PostgresRateCounter, type RateCounter } from './auth/rate-limit';
import { RedisRateCounter } from './auth/redis-rate-counter';
import { createMailTransport, type MailTransport } from './mail/transport';
import { createPushSender, type PushSender } from './notifications/push-sender';
import { createWhatsAppSender, type WhatsAppSender } from './notifications/whatsapp-sender';
import { invoiceSettingsOf, type InvoiceSettings } from './invoices/settings';
import type { ChargePurposes } from './payments/purposes';
import { splitSharePurpose } from './splits/split-finalize';
import { gameSpotPurpose } from './games/game-finalize';
import { movePurpose } from './moves/move-purpose';
import { LocalGateway } from './local-gateway/local-gateway';
import { LocalPayoutRail } from './local-gateway/local-payout-rail';
import type { PayoutRail } from './payouts/payout-rail';
import { RazorpayGateway } from './payments/gateways/razorpay-gateway';
import { RazorpayPayoutRail } from './payouts/razorpay-payout-rail';
import { StripeGateway } from './payments/gateways/stripe-gateway';

/**
 * Everything a running app is made of. Only the composition root (app.ts, main.ts) and the test
 * kits see it whole: each module declares the few parts it uses and is handed just those
 * (docs/decisions/028).
 */
export interface AppContext {
  config: AppConfig;
  db: Db;
  /** "Now" for every rule that depends on time; tests pin it. */
  now: () => Date;
  /** The card provider: the local test gateway or Stripe (PAYMENT_PROVIDER). */
  payments: PaymentGateway;
  /**
   * Who pays venues their share (docs/decisions/054): Razorpay Route with PAYMENT_PROVIDER=razorpay,
   * else the local gateway's stand-in.
   */
  payoutRail: PayoutRail;
  /** Where the local image provider keeps uploads (DATA_DIR/uploads). */
  images: LocalImageStore;
  /** Where rate limits are counted: Redis with REDIS_URL, else PostgreSQL. */
  rateCounter: RateCounter;
  /** Where mail goes: SMTP with SMTP_URL, else .eml files in DATA_DIR/outbox (mail/worker sends). */
  mailer: MailTransport;
  /** Where push goes: web push with VAPID keys, else JSON files in DATA_DIR/outbox/push (056). */
  pushSender: PushSender;
  /** Where WhatsApp goes: the Cloud API with its keys, else JSON in DATA_DIR/outbox/whatsapp (057). */
  whatsappSender: WhatsAppSender;
  /** Which turfs' slots change, for the live grids (LISTEN/NOTIFY across processes). */
  availability: AvailabilityFeed;
  /** How invoices and credit notes are dated and taxed (TZ_VENUE, GST_RATE_PERCENT, GST_SAC). */
  invoicing: InvoiceSettings;
  /** What a charge may pay for beyond its own holds: a split's share, a game's spot, a move (052). */
  purposes: ChargePurposes;
  /** Set once the process was asked to stop: it answers not-ready so the balancer drains it. */
  lifecycle: { draining: boolean };
  /** This app's own metrics, scraped at GET /metrics with METRICS_TOKEN (docs/decisions/069). */
  metrics: AppMetrics;
}

/** What a charge may pay for beyond its own holds, each from its own folder (decision 052). */
export const CHARGE_PURPOSES: ChargePurposes = {
  split_share: splitSharePurpose,
  game_spot: gameSpotPurpose,
  move: movePurpose,
};

/** The context of a running app: its configuration, database, clock and card provider. */
export function createAppContext(
  config: AppConfig,
  plainDb: Db,
  now: () => Date = () => new Date(),
  listen: Database['listen'] | null = null,
  connections: Database['connections'] = ONE_EMBEDDED_CONNECTION,
): AppContext {
  const purposes = CHARGE_PURPOSES;
  const metrics = createMetrics(
    { outboxOldestSeconds: () => oldestUndeliveredSeconds(plainDb), connections },
    { processMetrics: config.metrics.token !== null },
  );
  // What is counted as it is written (a refund due) counts once its transaction commits.
  const db = countingOnCommit(plainDb, metrics);
  return {
    config,
    db,
    now,
    payments: createPaymentGateway(config, db, () => now(), purposes, metrics),
    payoutRail: createPayoutRail(config),
    images: new LocalImageStore(config.dataDir),
    rateCounter: config.redis
      ? new RedisRateCounter(config.redis.url, config.redis.keyPrefix)
      : new PostgresRateCounter(db),
    mailer: createMailTransport(config),
    pushSender: createPushSender(config),
    whatsappSender: createWhatsAppSender(config),
    availability: new AvailabilityFeed(listen),
    invoicing: invoiceSettingsOf(config),
    purposes,
    lifecycle: { draining: false },
    metrics,
  };
}

/** Razorpay Route, on the card provider's keys, when Razorpay is the provider (decision 054). */
function createPayoutRail(config: AppConfig): PayoutRail {
  const { payment } = config;
  if (payment.provider !== 'razorpay') return new LocalPayoutRail();
  return new RazorpayPayoutRail(
    payment.razorpayKeyId!,
    payment.razorpayKeySecret!,
    payment.razorpayApiUrl,
  );
}

/**
 * The configured provider (PAYMENT_PROVIDER); the config check guarantees its keys. The default,
 * the local gateway, stands in for the card and UPI networks and lives outside payments
 * (docs/decisions/037, 052).
 */
function createPaymentGateway(
  config: AppConfig,
  db: Db,
  now: () => Date,
  purposes: ChargePurposes,
  metrics: MoneyCounts,
): PaymentGateway {
  const { payment } = config;
  if (payment.provider === 'stripe') {
    return new StripeGateway(
      payment.stripeSecretKey!,
      payment.stripeWebhookSecret!,
      payment.stripeApiUrl,
    );
  }
  if (payment.provider === 'razorpay') {
    return new RazorpayGateway(
      payment.razorpayKeyId!,
      payment.razorpayKeySecret!,
      payment.razorpayWebhookSecret!,
      payment.razorpayApiUrl,
    );
  }
  // A declined card or UPI request is the network's word, counted as a provider's webhook
  // would have it counted (docs/decisions/069).
  const local = new LocalGateway(db, now, payment.localUpi, () => metrics.payment('declined'));
  // An approved UPI request is finalized in its own transaction, as a card's confirm is, and a
  // lost slot's money goes back after the commit (decisions 005, 037).
  const invoicing = invoiceSettingsOf(config);
  const context = { db, now, payments: local, invoicing, purposes, metrics };
  local.upi.settleWith({
    whenPaid: (tx, intent) => finalizeSucceeded(tx, context, intent),
    afterCommit: (intent, paid) =>
      paid.outcome === 'refunded'
        ? refundAfterCommit(context, intent.id, paid)
        : Promise.resolve(paid),
  });
  return local;
}
