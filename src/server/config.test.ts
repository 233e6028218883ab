import { DEFAULT_WITHHOLDING_RATES } from '../shared/payout-figures';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TURFBOOK_GSTIN } from './config-payouts';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working offline defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      dataDir: './data',
      databaseUrl: null,
      venueTimeZone: 'Asia/Kolkata',
      payment: { provider: 'local' },
      images: { provider: 'local' },
      cookieSecure: false,
      allowedOrigins: [],
      admin: null,
      authRateLimitPerMinute: 10,
      liveStreams: { perAddress: 20, perProcess: 5_000, idleMs: 600_000 },
      demoData: true,
      mail: { smtpUrl: null, from: 'TurfBook <no-reply@turfbook.example.com>' },
    });
  });

  it('reads how many API requests a process works on at once, no cap by default (decision 077)', () => {
    expect(loadConfig({}).maxRequestsInFlight).toBeNull();
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '64' }).maxRequestsInFlight).toBe(64);
    for (const bad of ['0', '-3', '2.5', 'many'])
      expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: bad })).toThrow(
        'Invalid configuration: MAX_REQUESTS_IN_FLIGHT must',
      );
  });

  it('reads the token /metrics is scraped with, none by default, never echoing a bad one (decision 069)', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null });
    const token = 'a-long-scrape-token-1234';
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token });
    expect(() => loadConfig({ METRICS_TOKEN: 'short-one' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short-one' })).not.toThrow('short-one');
    expect(() => loadConfig({ METRICS_TOKEN: 'two words of a long token' })).toThrow(
      'METRICS_TOKEN must be one word, without spaces',
    );
  });

  it('reads the GST rate and SAC code of invoices (decision 038)', () => {
    expect(loadConfig({}).gst).toEqual({ rate: 1800, sac: '999652' });
    expect(loadConfig({ GST_RATE_PERCENT: '12.5', GST_SAC: '999659' }).gst).toEqual({
      rate: 1250,
      sac: '999659',
    });
  });

  it('reads how venues are paid: commission, hold and dated withholding rates (decision 054)', () => {
    const defaults = loadConfig({}).payouts;
    expect(defaults.defaultCommissionBp).toBe(1000);
    expect(defaults.settlementDelayMs).toBe(24 * 3_600_000);
    expect(defaults.withholdingRates).toEqual(DEFAULT_WITHHOLDING_RATES);
    const rates = [{ from: '2027-04-01', tcsBp: 25, tdsBp: 10, tdsWithoutPanBp: 500, source: 'x' }];
    const set = loadConfig({
      PAYOUT_COMMISSION_PERCENT: '7.5',
      PAYOUT_SETTLEMENT_DELAY_HOURS: '48',
      PAYOUT_WITHHOLDING_RATES: JSON.stringify(rates),
    }).payouts;
    expect(set).toEqual({
      defaultCommissionBp: 750,
      settlementDelayMs: 48 * 3_600_000,
      withholdingRates: rates,
      turfbookState: '27',
      turfbook: {
        legalName: 'TurfBook',
        gstin: SAMPLE_TURFBOOK_GSTIN,
        address: 'Mumbai, Maharashtra',
      },
    });
    // TurfBook's own GSTIN: checked like a venue's; in production never the sample.
    expect(loadConfig({ TURFBOOK_GSTIN: ' 27aapfu0939f1zv ' }).payouts.turfbook.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    expect(() => loadConfig({ TURFBOOK_GSTIN: '27AAPFU0939F1ZA' })).toThrow(
      /TURFBOOK_GSTIN must be a valid GSTIN/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).payouts.turfbook.gstin,
    ).toBeNull();
    expect(() => loadConfig({ PAYOUT_COMMISSION_PERCENT: '60' })).toThrow(
      /PAYOUT_COMMISSION_PERCENT must be a percentage from 0 to 50/,
    );
    expect(() => loadConfig({ PAYOUT_WITHHOLDING_RATES: '[{"from":"2027"}]' })).toThrow(
      /PAYOUT_WITHHOLDING_RATES must be a JSON list/,
    );
    expect(() => loadConfig({ PAYOUT_WITHHOLDING_RATES: 'not json' })).toThrow(
      /PAYOUT_WITHHOLDING_RATES must be a JSON list/,
    );
  });

  it('reads the mail settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.com:465',
      MAIL_FROM: ' Bookings <bookings@turfbook.in> ',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@mail.example.com:465',
      from: 'Bookings <bookings@turfbook.in>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.co' }).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'a@b.co',
    });
  });

  it('reads the VAPID keys of web push together, or none (decision 056)', () => {
    expect(loadConfig({}).notifications.vapid).toBeNull();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: 'BPub_key-1', VAPID_PRIVATE_KEY: 'priv_key-2' }).notifications
        .vapid,
    ).toEqual({
      publicKey: 'BPub_key-1',
      privateKey: 'priv_key-2',
      subject: 'mailto:support@turfbook.in',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub_key-1' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b', VAPID_SUBJECT: 'support' }),
    ).toThrow('VAPID_SUBJECT');
  });

  it('reads the reminders before play: distinct whole hours, the earliest first (decision 059)', () => {
    expect(loadConfig({}).reminders).toEqual({ hoursBefore: [24, 2] });
    expect(loadConfig({ REMINDER_HOURS_BEFORE: ' 2, 48 ,24' }).reminders).toEqual({
      hoursBefore: [48, 24, 2],
    });
    expect(loadConfig({ REMINDER_HOURS_BEFORE: '3' }).reminders.hoursBefore).toEqual([3]);
    for (const bad of ['24,24', '0,2', '-2', '1.5', '24;2', '24,', 'soon', '169'])
      expect(() => loadConfig({ REMINDER_HOURS_BEFORE: bad })).toThrow(
        `Invalid configuration: REMINDER_HOURS_BEFORE must be distinct whole hours from 1 to 168, separated by commas, such as 24,2 (got ${JSON.stringify(bad)})`,
      );
  });

  it('turns demo data off in production unless asked, and makes cookies secure there', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      demoData: false,
      cookieSecure: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('reads the map style, keyless OpenFreeMap by default, never an http-less URL (decision 067)', () => {
    expect(loadConfig({}).map).toEqual({
      styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      origins: ['https://tiles.openfreemap.org'],
    });
    expect(
      loadConfig({
        MAP_STYLE_URL: 'http://127.0.0.1:9000/style.json',
        MAP_TILE_ORIGINS: 'https://a.example.org, http://127.0.0.1:9000',
      }).map.origins,
    ).toEqual(['http://127.0.0.1:9000', 'https://a.example.org']);
    expect(() => loadConfig({ MAP_STYLE_URL: 'ftp://maps.example.org/style.json' })).toThrow(
      /MAP_STYLE_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ MAP_TILE_ORIGINS: 'https://a.example.org/tiles' })).toThrow(
      /MAP_TILE_ORIGINS/,
    );
  });

  it('traces only when an OTLP endpoint is named, as turfbook unless named (decision 071)', () => {
    expect(loadConfig({}).tracing).toBeNull();
    const endpoint = 'http://collector:4318';
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).tracing).toEqual({
      serviceName: 'turfbook',
    });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${endpoint}/v1/traces`,
        OTEL_SERVICE_NAME: 'turfbook-mumbai',
      }).tracing,
    ).toEqual({ serviceName: 'turfbook-mumbai' });
    for (const off of [{ OTEL_SDK_DISABLED: 'true' }, { OTEL_TRACES_EXPORTER: 'none' }])
      expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, ...off }).tracing).toBeNull();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
  });

  it('reads lists and pairs', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://a.example, http://localhost:5173',
      ADMIN_EMAIL: 'Root@Example.com',
      ADMIN_PASSWORD: 'long-enough',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(config.admin).toEqual({ email: 'root@example.com', password: 'long-enough' });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    [
      { TZ_VENUE: 'Mars/Base' },
      'Invalid configuration: TZ_VENUE must be an IANA time zone such as Asia/Kolkata (got "Mars/Base")',
    ],
    [
      { PAYMENT_PROVIDER: 'paypal' },
      'Invalid configuration: PAYMENT_PROVIDER must be local, stripe or razorpay (got "paypal")',
    ],
    [
      { PAYMENT_PROVIDER: 'razorpay' },
      'Invalid configuration: RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay',
    ],
    [
      { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' },
      'Invalid configuration: RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=razorpay',
    ],
    [
      {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
        RAZORPAY_API_URL: 'not a url',
      },
      'Invalid configuration: RAZORPAY_API_URL must be a URL (got "not a url")',
    ],
    [
      { PAYMENT_PROVIDER: 'stripe' },
      'Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
    ],
    [
      { IMAGE_PROVIDER: 'cloudinary', CLOUDINARY_CLOUD_NAME: 'demo' },
      'Invalid configuration: CLOUDINARY_UPLOAD_PRESET is required when IMAGE_PROVIDER=cloudinary',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { COOKIE_SECURE: 'maybe' },
      'Invalid configuration: COOKIE_SECURE must be one of true/false, 1/0, yes/no, on/off (got "maybe")',
    ],
    [
      { ALLOWED_ORIGINS: 'not a url' },
      'Invalid configuration: ALLOWED_ORIGINS must be a comma-separated list of origins such as https://app.example.com (got "not a url")',
    ],
    [
      { SMTP_URL: 'https://user:hunter2@mail.example.com' },
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
    ],
    [
      { MAIL_FROM: 'TurfBook' },
      'Invalid configuration: MAIL_FROM must be an address such as TurfBook <no-reply@turfbook.example.com> (got "TurfBook")',
    ],
    [
      { MAIL_FROM: 'a@b.co\nBcc: x@y.co' },
      'Invalid configuration: MAIL_FROM must be an address such as TurfBook <no-reply@turfbook.example.com> (got "a@b.co\\nBcc: x@y.co")',
    ],
    [
      { AUTH_RATE_LIMIT: '0' },
      'Invalid configuration: AUTH_RATE_LIMIT must be at least 1 (attempts per minute) (got "0")',
    ],
    [
      { LIVE_STREAMS_PER_ADDRESS: '0' },
      'Invalid configuration: LIVE_STREAMS_PER_ADDRESS must be at least 1 (open streams) (got "0")',
    ],
    [
      { LIVE_STREAM_IDLE_SECONDS: '1.5' },
      'Invalid configuration: LIVE_STREAM_IDLE_SECONDS must be a whole number (got "1.5")',
    ],
    [
      { GST_RATE_PERCENT: '101' },
      'Invalid configuration: GST_RATE_PERCENT must be a percentage from 0 to 100 such as 18 (got "101")',
    ],
    [
      { GST_SAC: '9996' },
      'Invalid configuration: GST_SAC must be a six-digit SAC code such as 999652 (got "9996")',
    ],
    [
      { ADMIN_EMAIL: 'a@b.co' },
      'Invalid configuration: ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    ],
    [
      { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' },
      'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters',
    ],
  ])('stops on %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).toBe(message);
    }
  });
});
