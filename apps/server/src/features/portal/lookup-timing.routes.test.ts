import { readFileSync } from 'node:fs';
import { asc, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openPglite } from '../../db/client';
import { demoOrders } from '../../db/schema';
import { createDemoPlatform } from '../../platform/demo/create-demo-platform';
import { seedDemoPlatform } from '../../platform/demo/seed/seed-demo-platform';
import { TestClock, testConfig } from '../../test/build-test-app';
import { createStore } from '../../test/factories';

/**
 * docs/security.md: a lookup takes the same time whether or not the order exists. Timings compared over many
 * runs would be flaky, so this checks the cause instead: a wrong contact for a real order runs exactly
 * the statements an unknown order runs. The statements are SQL text (their parameters differ), read
 * through the driver's logger, which only the embedded database here takes.
 */
describe('portal lookups of a missing order and of a wrong contact', () => {
  const statements: string[] = [];
  const clock = new TestClock();
  let database: Database;
  let app: FastifyInstance;
  let order: { name: string; email: string | null; phone: string | null };

  beforeAll(async () => {
    database = await openPglite({
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      logger: { logQuery: (query) => statements.push(query) },
    });
    const store = await createStore(database.db, { domain: 'timing.myshopify.com', currency: 'INR' });
    await seedDemoPlatform(database.db, {
      storeId: store.id,
      orders: 10,
      seed: 'timing',
      refDate: clock.read(),
    });
    const [first] = await database.db
      .select({ name: demoOrders.name, email: demoOrders.email, phone: demoOrders.phone })
      .from(demoOrders)
      .where(isNotNull(demoOrders.email))
      .orderBy(asc(demoOrders.orderNumber))
      .limit(1);
    if (!first) throw new Error('no seeded order with an email');
    order = first;
    app = await buildApp({
      db: database.db,
      config: testConfig,
      clock: clock.read,
      platform: createDemoPlatform({ db: database.db, clock: clock.read }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const lookup = async (orderNumber: string, contact: string, ip: string) => {
    statements.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'timing', order_number: orderNumber, contact },
      remoteAddress: ip,
    });
    return { status: res.statusCode, statements: [...statements] };
  };

  it('runs the same statements for both, by email and by phone; a match then loads the order', async () => {
    const number = order.name.replace('#', '');
    const unknown = await lookup('99999', order.email ?? '', '10.9.0.1');
    const wrongEmail = await lookup(number, 'someone@else.example', '10.9.0.2');
    expect([unknown.status, wrongEmail.status]).toEqual([404, 404]);
    expect(wrongEmail.statements).toEqual(unknown.statements);

    const unknownByPhone = await lookup('99998', '98765 43210', '10.9.0.3');
    const wrongPhone = await lookup(number, '90000 00000', '10.9.0.4');
    expect(wrongPhone.statements).toEqual(unknownByPhone.statements);

    const found = await lookup(number, order.email ?? '', '10.9.0.5');
    expect(found.status).toBe(201);
    expect(found.statements.length).toBeGreaterThan(unknown.statements.length);
  });
});
