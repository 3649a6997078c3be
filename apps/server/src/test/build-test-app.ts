import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DbKind } from '../db/client';
import type { Deps } from '../deps';
import { senderOf } from '../outbox/queue';
import { createAppPlatform } from '../platform/platform-router';
import { openTestDatabase, type TestDatabase } from './test-db';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  // Its own folder per test file: uploads written by one file never show up in another.
  dataDir: mkdtempSync(join(tmpdir(), 'roundtrip-test-data-')),
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  seedDemo: false,
  logLevel: 'silent',
  webDist: undefined,
  portalLookupsPerIp: 20,
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  encryptionKey: Buffer.alloc(32, 7),
  // The plan gates are tested as an operator who turned billing on sees them; the self-hosted
  // default (billing off) passes `{ billing: 'off' }` to useTestApp.
  billing: 'shopify',
};

/** A clock tests move by hand: token expiry and lockout windows without waiting. */
export class TestClock {
  private now = new Date('2026-11-01T10:00:00.000Z');
  readonly read = () => new Date(this.now);
  set(date: Date | string) {
    this.now = new Date(date);
  }
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  deps: Deps;
  clock: TestClock;
};

/** Registers hooks for one describe block: its own database per file, emptied before every test. */
export function useTestApp(kind: DbKind, overrides: Partial<Config> = {}): TestApp {
  const ctx = { clock: new TestClock() } as TestApp;
  const config: Config = { ...testConfig, ...overrides };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    const db = ctx.database.db;
    ctx.deps = {
      db,
      sender: senderOf(db),
      config,
      clock: ctx.clock.read,
      platform: createAppPlatform({ db, config, clock: ctx.clock.read }),
    };
    ctx.app = await buildApp(ctx.deps);
    await ctx.app.ready();
  });
  beforeEach(async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    await ctx.database.truncate();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
