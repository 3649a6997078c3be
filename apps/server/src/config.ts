import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SIDE_EFFECTS } from '@roundtrip/core';
import { TRACKING_POLL_DEFAULTS } from '@roundtrip/core/couriers';
import { BILLING_MODES, type BillingMode } from '@roundtrip/core/plans';
import { z } from 'zod';
import type { CrashPoint } from './outbox/crash-point';
import { type S3Config, s3ConfigFrom } from './providers/storage/s3-config';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TEST_DATABASE_URL: z.string().url().optional(),
  INIT_CWD: z.string().optional(),
  PORTAL_LOOKUPS_PER_IP: z.coerce.number().int().min(1).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: z.string().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(25),
  S3_URL: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  AWS_REGION: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  AWS_ENDPOINT_URL_S3: z.string().optional(),
  AWS_ENDPOINT_URL: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().default('Roundtrip <returns@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}=?$|^[0-9a-fA-F]{64}$/,
      'ENCRYPTION_KEY must be 32 bytes: 64 hex digits or 43 base64url characters',
    )
    .optional(),
  SHOPIFY_API_KEY: z.string().optional(),
  SHOPIFY_API_SECRET: z.string().optional(),
  SHOPIFY_APP_URL: z.string().url().optional(),
  SHOPIFY_ADMIN_ORIGIN: z.string().url().optional(),
  // Test overrides of the payment and warehouse APIs' hosts (docs/payments.md, docs/wms.md).
  STRIPE_API_ORIGIN: z.string().url().optional(),
  RAZORPAY_API_ORIGIN: z.string().url().optional(),
  CASHFREE_API_ORIGIN: z.string().url().optional(),
  // Test overrides of the courier APIs' hosts (docs/couriers.md): a browser test's local fakes.
  SHIPPO_API_ORIGIN: z.string().url().optional(),
  SHIPSTATION_API_ORIGIN: z.string().url().optional(),
  SHIPROCKET_API_ORIGIN: z.string().url().optional(),
  DELHIVERY_API_ORIGIN: z.string().url().optional(),
  UNICOMMERCE_API_ORIGIN: z.string().url().optional(),
  EASYECOM_API_ORIGIN: z.string().url().optional(),
  BILLING: z.enum(BILLING_MODES).default('off'),
  // Damage detection's vision model: any OpenAI-compatible endpoint (docs/stores.md).
  VISION_URL: z.string().url().optional(),
  VISION_MODEL: z.string().default('gpt-4o-mini'),
  VISION_API_KEY: z.string().optional(),
  BILLING_TEST_CHARGES: z.enum(['0', '1', 'true', 'false']).optional(),
  // Local testing only (docs/webhooks.md): outgoing webhooks may reach 127.0.0.1.
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['0', '1', 'true', 'false']).optional(),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(86_400).default(120),
  /** Couriers without push tracking: each label is asked about at most once this often (docs/couriers.md). */
  TRACKING_POLL_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(TRACKING_POLL_DEFAULTS.intervalSeconds),
  TRACKING_POLL_BATCH_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(TRACKING_POLL_DEFAULTS.batchSize),
  // Test-only (docs/faults.md): a misspelt point is refused rather than silently never reached.
  ROUNDTRIP_CRASH_AT: z
    .enum(['request_committed', 'action_committed', ...SIDE_EFFECTS.map((e): CrashPoint => `after:${e}`)])
    .optional(),
});

/** The app's own credentials from the Dev Dashboard: OAuth installs and the embedded admin need them. */
export type ShopifyAppConfig = {
  /** The client id (SHOPIFY_API_KEY). */
  apiKey: string;
  /** The client secret: signs session tokens and the OAuth callback (SHOPIFY_API_SECRET). */
  apiSecret: string;
  /** Where Shopify sends the merchant back (SHOPIFY_APP_URL, no trailing slash). */
  appUrl: string;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  /** Order lookups one IP may make in 15 minutes on the shopper portal. */
  portalLookupsPerIp: number;
  /** How long a request (headers and body) may take to arrive before it is cut off (docs/limits.md). */
  requestTimeoutMs: number;
  /** How long its headers may take. */
  headersTimeoutMs: number;
  /**
   * Which proxy in front may say the client's address and protocol (X-Forwarded-For/-Proto): Fastify's
   * trustProxy. Absent: none, so HSTS is sent only on direct TLS and rate limits see the proxy's address.
   */
  trustProxy?: boolean | string;
  /** Uploads go to this bucket instead of `DATA_DIR/uploads` (docs/scale.md). */
  s3?: S3Config;
  /** On SIGTERM, how long the process keeps serving, readiness failing, before it closes its listener. */
  shutdownDrainMs?: number;
  /** Then how long requests in flight and running jobs may take before the process exits anyway. */
  shutdownTimeoutMs?: number;
  /**
   * How long one side-effect attempt may run: past it the attempt counts as lost (its process died) and
   * is retried. Absent: 120 s.
   */
  jobTimeoutSeconds?: number;
  /** Test-only: the process kills itself at this point (outbox/crash-point.ts). */
  crashAt?: CrashPoint;
  /** Test-only: where request lists stop counting. Absent: LIST_COUNT_CAP (10,000). */
  listCountCap?: number;
  /** The secret was generated into DATA_DIR: a second process on the same database would not share it. */
  jwtSecretGenerated?: boolean;
  /**
   * Emails go through this SMTP server (`smtp://user:pass@host:587`); absent, they stay in the outbox
   * the dashboard shows ("Sent emails").
   */
  smtpUrl?: string;
  /** The From address of every email; the store's name is shown as its display name. */
  emailFrom?: string;
  /** Where the product is reached from outside: the links in emails. Absent: http://localhost:PORT. */
  publicUrl?: string;
  /** AES-256-GCM key for the Shopify tokens and secrets kept in the database (docs/security.md). */
  encryptionKey: Buffer;
  /** The key was generated into DATA_DIR (the same caveat as the JWT secret). */
  encryptionKeyGenerated?: boolean;
  /** Absent: no OAuth install or embedded admin (pasted tokens and client credentials still work). */
  shopify?: ShopifyAppConfig;
  /**
   * `BILLING=shopify` turns plans on: gates, limits, upgrades (docs/home.md). Absent or `off`: self-hosted,
   * every feature on for every store.
   */
  billing?: BillingMode;
  /** BILLING_TEST_CHARGES: Shopify test charges (development stores: approved, never paid). */
  billingTestCharges?: boolean;
  /** Test override of `https://{shop}`: every Shopify call (OAuth and Admin API) goes to this origin. */
  shopifyAdminOrigin?: string;
  /** Override of the courier APIs' origins (tests, *_API_ORIGIN) and call timeout (docs/couriers.md). */
  couriers?: {
    origins?: Partial<Record<'shippo' | 'shipstation' | 'shiprocket' | 'delhivery', string>>;
    timeoutMs?: number;
  };
  /** The tracking polling job (docs/couriers.md); absent: core's `TRACKING_POLL_DEFAULTS`. */
  trackingPoll?: { intervalSeconds: number; batchSize: number };
  /** Test override of the payment, warehouse and Klaviyo APIs' origins: every call of that client goes there. */
  integrationOrigins?: Partial<
    Record<'stripe' | 'razorpay' | 'cashfree' | 'unicommerce' | 'easyecom' | 'klaviyo', string>
  >;
  /** WEBHOOKS_ALLOW_LOOPBACK: outgoing webhooks may go to loopback addresses (local testing only). */
  webhooksAllowLoopback?: boolean;
  /** An OpenAI-compatible vision model for damage detection (VISION_URL); absent: OCR only. */
  vision?: { url: string; model: string; apiKey?: string };
};

/** TRUST_PROXY: `true` (whatever connects is the proxy) or its addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** The JWT secret survives restarts: when not configured it is generated once into the data folder. */
function jwtSecretFrom(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Like the JWT secret: ENCRYPTION_KEY, or 32 random bytes generated once into the data folder. */
function encryptionKeyFrom(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, configured.length === 64 ? 'hex' : 'base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'encryption-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64url'), { mode: 0o600 });
  return key;
}

/** All three Shopify app settings or none: half a configuration would fail at the first install. */
function shopifyAppFrom(parsed: z.infer<typeof envSchema>): ShopifyAppConfig | undefined {
  const { SHOPIFY_API_KEY: apiKey, SHOPIFY_API_SECRET: apiSecret, SHOPIFY_APP_URL: appUrl } = parsed;
  if (!apiKey && !apiSecret && !appUrl) return undefined;
  if (!apiKey || !apiSecret || !appUrl) {
    throw new Error('Set SHOPIFY_API_KEY, SHOPIFY_API_SECRET and SHOPIFY_APP_URL together (README)');
  }
  return { apiKey, apiSecret, appUrl: appUrl.replace(/\/+$/, '') };
}

/** An empty variable (`DATABASE_URL=`) means unset, as in most shells' intent. */
const withoutEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(withoutEmpty(env));
  // npm runs workspace scripts inside their package; INIT_CWD is where the command was typed, so a relative
  // DATA_DIR means the same folder for `npm start` and `npm run seed`.
  const dataDir = resolve(parsed.INIT_CWD ?? '.', parsed.DATA_DIR);
  const seedFlag = parsed.SEED_DEMO === '1' || parsed.SEED_DEMO === 'true';
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    jwtSecret: jwtSecretFrom(dataDir, parsed.JWT_SECRET),
    // The embedded database is always the demo; a real PostgreSQL is seeded only on request.
    seedDemo: parsed.DATABASE_URL ? seedFlag : parsed.SEED_DEMO !== '0' && parsed.SEED_DEMO !== 'false',
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST,
    portalLookupsPerIp: parsed.PORTAL_LOOKUPS_PER_IP,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_SECONDS * 1000,
    // Headers are a few KB: 15 s is ample on any phone, and Node wants them no slower than the request.
    headersTimeoutMs: Math.min(15_000, parsed.REQUEST_TIMEOUT_SECONDS * 1000),
    trustProxy: trustProxyFrom(parsed.TRUST_PROXY),
    s3: s3ConfigFrom(parsed),
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_SECONDS * 1000,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    jwtSecretGenerated: !parsed.JWT_SECRET,
    ...(parsed.SMTP_URL && { smtpUrl: parsed.SMTP_URL }),
    emailFrom: parsed.EMAIL_FROM,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    encryptionKey: encryptionKeyFrom(dataDir, parsed.ENCRYPTION_KEY),
    encryptionKeyGenerated: !parsed.ENCRYPTION_KEY,
    shopify: shopifyAppFrom(parsed),
    couriers: {
      origins: {
        ...(parsed.SHIPPO_API_ORIGIN && { shippo: parsed.SHIPPO_API_ORIGIN }),
        ...(parsed.SHIPSTATION_API_ORIGIN && { shipstation: parsed.SHIPSTATION_API_ORIGIN }),
        ...(parsed.SHIPROCKET_API_ORIGIN && { shiprocket: parsed.SHIPROCKET_API_ORIGIN }),
        ...(parsed.DELHIVERY_API_ORIGIN && { delhivery: parsed.DELHIVERY_API_ORIGIN }),
      },
    },
    integrationOrigins: {
      ...(parsed.STRIPE_API_ORIGIN && { stripe: parsed.STRIPE_API_ORIGIN }),
      ...(parsed.RAZORPAY_API_ORIGIN && { razorpay: parsed.RAZORPAY_API_ORIGIN }),
      ...(parsed.CASHFREE_API_ORIGIN && { cashfree: parsed.CASHFREE_API_ORIGIN }),
      ...(parsed.UNICOMMERCE_API_ORIGIN && { unicommerce: parsed.UNICOMMERCE_API_ORIGIN }),
      ...(parsed.EASYECOM_API_ORIGIN && { easyecom: parsed.EASYECOM_API_ORIGIN }),
    },
    ...(parsed.SHOPIFY_ADMIN_ORIGIN && {
      shopifyAdminOrigin: parsed.SHOPIFY_ADMIN_ORIGIN.replace(/\/+$/, ''),
    }),
    jobTimeoutSeconds: parsed.JOB_TIMEOUT_SECONDS,
    trackingPoll: {
      intervalSeconds: parsed.TRACKING_POLL_INTERVAL_SECONDS,
      batchSize: parsed.TRACKING_POLL_BATCH_SIZE,
    },
    billing: parsed.BILLING,
    billingTestCharges: parsed.BILLING_TEST_CHARGES === '1' || parsed.BILLING_TEST_CHARGES === 'true',
    webhooksAllowLoopback:
      parsed.WEBHOOKS_ALLOW_LOOPBACK === '1' || parsed.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    ...(parsed.ROUNDTRIP_CRASH_AT && { crashAt: parsed.ROUNDTRIP_CRASH_AT }),
    ...(parsed.VISION_URL && {
      vision: {
        url: parsed.VISION_URL.replace(/\/+$/, ''),
        model: parsed.VISION_MODEL,
        ...(parsed.VISION_API_KEY && { apiKey: parsed.VISION_API_KEY }),
      },
    }),
  };
}

/** Tests run against PostgreSQL as well when this is set. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return envSchema.shape.TEST_DATABASE_URL.parse(env.TEST_DATABASE_URL || undefined);
}
