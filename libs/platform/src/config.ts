import path from 'node:path';
import { GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR } from '@shop/contracts';

/** The first admin's e-mail when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@watercolor.shop';

/** Where the owner's own notices go (low stock): the first admin's address. */
export const ownerEmailOf = (config: Pick<ShopConfig, 'adminEmail'>): string => (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();

/** How long the event stream keeps events and on how many NATS nodes (docs/architecture.md "The bus"). */
export interface BusStreamLimits {
  maxAgeHours: number;
  replicas: number;
}
/** A week of events (a consumer down longer than that misses them), on one node; three for a NATS cluster. */
export const DEFAULT_BUS_STREAM: BusStreamLimits = { maxAgeHours: 168, replicas: 1 };

/** Everything the shop reads from its environment, in one place (see README "Configuration"). */
export interface ShopConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  natsUrl?: string;
  busPrefix: string;
  /** The event stream's limits (BUS_STREAM_MAX_AGE_HOURS, BUS_STREAM_REPLICAS): how long events are kept, on how many NATS nodes. */
  busStream: BusStreamLimits;
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  uploadsDir: string;
  sessionSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl?: string;
  s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
  secureCookies: boolean;
  /** Believe X-Forwarded-For: only when a proxy in front sets it. */
  trustProxy: boolean;
  /** The external payment-transfer page; {total} and {orderId} are filled in (docs/rules.md §6). */
  paymentUrlTemplate: string;
  /** Shared secret the transfer provider's notice is signed with (HMAC-SHA256). */
  paymentWebhookSecret?: string;
  /** PayPal Checkout (Orders API v2), offered when its three settings are given. */
  paypal?: { clientId: string; clientSecret: string; webhookId: string; apiBase: string };
  /** Stripe Checkout, offered when its two settings are given. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase: string };
  /** How long a call to PayPal or Stripe may take before the shop answers 503 (PAYMENT_PROVIDER_TIMEOUT_MS). */
  paymentProviderTimeoutMs: number;
  /** How old an unsettled provider payment is before reconciliation asks about it (PAYMENT_RECONCILE_AFTER_S). */
  paymentReconcileAfterS: number;
  /** A distributed service's operations port (/livez, /readyz, /metrics); unset: none. */
  opsPort?: number;
  /** The bearer token a gateway's GET /metrics answers to; unset, a gateway's /metrics answers 404. */
  metricsToken?: string;
  /** Giveaway entries one client address may make in an hour (docs/rules.md §9); ENTRY_LIMIT_PER_ADDRESS_HOUR. */
  entryLimitPerAddressHour: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    natsUrl: env.NATS_URL || undefined,
    busPrefix: env.BUS_PREFIX || 'shop',
    busStream: {
      maxAgeHours: wholeNumberSetting(env, 'BUS_STREAM_MAX_AGE_HOURS', DEFAULT_BUS_STREAM.maxAgeHours),
      replicas: wholeNumberSetting(env, 'BUS_STREAM_REPLICAS', DEFAULT_BUS_STREAM.replicas),
    },
    opsPort: env.OPS_PORT ? Number(env.OPS_PORT) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Watercolor Shop <shop@localhost>',
    mailDir: path.join(dataDir, 'mail'),
    uploadsDir: path.join(dataDir, 'uploads'),
    sessionSecret: env.SESSION_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET ?? 'shop-uploads',
          accessKeyId: env.S3_ACCESS_KEY ?? '',
          secretAccessKey: env.S3_SECRET_KEY ?? '',
          region: env.S3_REGION ?? 'us-east-1',
        }
      : undefined,
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    paymentUrlTemplate: env.PAYMENT_URL_TEMPLATE ?? 'https://pay.example.com/transfer/{total}?order={orderId}',
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    paypal: providerSettings(env, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'], ([clientId, clientSecret, webhookId]) => ({
      clientId,
      clientSecret,
      webhookId,
      apiBase: env.PAYPAL_API_BASE || 'https://api-m.paypal.com',
    })),
    stripe: providerSettings(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], ([secretKey, webhookSecret]) => ({
      secretKey,
      webhookSecret,
      apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
    })),
    paymentProviderTimeoutMs: wholeNumberSetting(env, 'PAYMENT_PROVIDER_TIMEOUT_MS', 10_000),
    paymentReconcileAfterS: wholeNumberSetting(env, 'PAYMENT_RECONCILE_AFTER_S', 300),
    metricsToken: env.METRICS_TOKEN || undefined,
    entryLimitPerAddressHour: wholeNumberSetting(env, 'ENTRY_LIMIT_PER_ADDRESS_HOUR', GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR),
  };
}

/**
 * A payment provider's settings: none given, the provider is not offered; all given, it is; some given, the start stops
 * with the names missing, so a half-configured provider never takes a checkout.
 */
function providerSettings<T>(env: NodeJS.ProcessEnv, names: string[], build: (values: string[]) => T): T | undefined {
  const values = names.map((name) => env[name] || '');
  if (values.every((value) => !value)) return undefined;
  const missing = names.filter((_, i) => !values[i]);
  if (missing.length) throw new Error(`${missing.join(', ')} must be set as well as ${names.filter((_, i) => values[i]).join(', ')}`);
  return build(values);
}

/** A setting that must be a whole number of at least 1: unset, the default; anything else stops the start. */
function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${text}"`);
  return value;
}
