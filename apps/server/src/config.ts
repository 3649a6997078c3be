import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type S3Config, s3ConfigFrom } from './storage/s3-config';

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
});

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
  /** The secret was generated into DATA_DIR: a second process on the same database would not share it. */
  jwtSecretGenerated?: boolean;
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
  };
}

/** Tests run against PostgreSQL as well when this is set. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return envSchema.shape.TEST_DATABASE_URL.parse(env.TEST_DATABASE_URL || undefined);
}
