import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RequestEventRow, webhookAttempts, webhookEndpoints } from '../../db/schema';
import { createStore } from '../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { loadDocsSnippet, signatureHeaders, type Verify } from '../../test/webhook-receiver';
import { assertUrlAllowed, classifyAddress } from './address-guard';
import { attemptDelivery, type DeliveryMessage } from './deliver';
import { createWebhookEndpoint, queueWebhookDeliveries } from './endpoints';
import { runWebhookAttempt } from './run-attempt';
import { newWebhookSecret, signedHeaders } from './sign';

type Received = { headers: IncomingHttpHeaders; body: string };

let server: Server;
let url: string;
let received: Received[] = [];
let replies: number[] = [];
let verify: Verify;

beforeAll(async () => {
  verify = await loadDocsSnippet();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = replies.shift() ?? 200;
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  received = [];
  replies = [];
});

const options = { allowLoopback: true, timeoutMs: 5_000, now: () => new Date(), random: () => 0.5 };

function message(secret: string, secrets: readonly string[] = [secret]): DeliveryMessage {
  const body = JSON.stringify({ type: 'request.approved', data: { requestId: 'R-1001' } });
  return { url, messageId: 'msg_1', body, headers: (at) => signedHeaders(secrets, 'msg_1', at, body) };
}

describe('outgoing webhook delivery', () => {
  it('a loopback receiver gets request.approved that the docs snippet verifies; a tampered body fails', async () => {
    const secret = newWebhookSecret();
    const { outcome } = await attemptDelivery(message(secret), 1, options);
    expect(outcome).toEqual({ kind: 'delivered' });
    const [got] = received;
    if (got === undefined) throw new Error('nothing received');
    expect(verify(got.body, signatureHeaders(got), secret)).toEqual({
      type: 'request.approved',
      data: { requestId: 'R-1001' },
    });
    expect(() => verify(got.body.replace('R-1001', 'R-9999'), signatureHeaders(got), secret)).toThrow();
  });

  it('during a rotation the old and the new secret both verify', async () => {
    const [fresh, old] = [newWebhookSecret(), newWebhookSecret()];
    await attemptDelivery(message(fresh, [fresh, old]), 1, options);
    const [got] = received;
    if (got === undefined) throw new Error('nothing received');
    expect(verify(got.body, signatureHeaders(got), old)).toBeTruthy();
    expect(verify(got.body, signatureHeaders(got), fresh)).toBeTruthy();
  });

  it('500 twice then 200 takes three attempts with one webhook-id', async () => {
    replies = [500, 500, 200];
    const outcomes = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { result, outcome } = await attemptDelivery(message(newWebhookSecret()), attempt, options);
      outcomes.push([result.status, outcome.kind]);
    }
    expect(outcomes).toEqual([
      [500, 'retry'],
      [500, 'retry'],
      [200, 'delivered'],
    ]);
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set(['msg_1']));
  });

  it('410 means gone and a 3xx is a failure that is not followed', async () => {
    replies = [410, 302];
    expect((await attemptDelivery(message(newWebhookSecret()), 1, options)).outcome).toEqual({
      kind: 'gone',
    });
    expect((await attemptDelivery(message(newWebhookSecret()), 1, options)).outcome.kind).toBe('retry');
    expect(received).toHaveLength(2);
  });

  it('refuses the metadata address, and loopback unless allowed, without connecting', async () => {
    const metadata = { ...message(newWebhookSecret()), url: 'http://169.254.169.254/latest/meta-data' };
    const { result } = await attemptDelivery(metadata, 1, options);
    expect(result.status).toBeNull();
    expect(result.excerpt).toContain('Refusing to send to 169.254.169.254');
    await expect(assertUrlAllowed(new URL('http://169.254.169.254/'), true)).rejects.toThrow('Refusing');
    await expect(assertUrlAllowed(new URL('http://localhost/'), false)).rejects.toThrow('Refusing');
    const blocked = await attemptDelivery(message(newWebhookSecret()), 1, {
      ...options,
      allowLoopback: false,
    });
    expect(blocked.result.status).toBeNull();
    expect(received).toHaveLength(0);
  });

  it('classifies resolved addresses', () => {
    expect(
      ['10.1.2.3', '172.20.0.1', '192.168.1.1', 'fe80::1', 'fd00::1', '::ffff:169.254.169.254'].map(
        classifyAddress,
      ),
    ).toEqual(Array(6).fill('internal'));
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(classifyAddress)).toEqual(Array(3).fill('loopback'));
    expect(['8.8.8.8', '2606:4700::1111'].map(classifyAddress)).toEqual(['public', 'public']);
  });

  /** Every special-purpose block of RFC 6890 (and its updates), by its first, a middle and its last address. */
  it.each([
    ['0.0.0.0/8', ['0.0.0.0', '0.1.2.3', '0.255.255.255']],
    ['10.0.0.0/8', ['10.0.0.0', '10.128.0.1', '10.255.255.255']],
    ['100.64.0.0/10', ['100.64.0.0', '100.100.0.1', '100.127.255.255']],
    ['169.254.0.0/16', ['169.254.0.0', '169.254.169.254', '169.254.255.255']],
    ['172.16.0.0/12', ['172.16.0.0', '172.20.0.1', '172.31.255.255']],
    ['192.0.0.0/24 (and 192.0.0.0/29)', ['192.0.0.0', '192.0.0.7', '192.0.0.255']],
    ['192.0.2.0/24 (TEST-NET-1)', ['192.0.2.0', '192.0.2.1', '192.0.2.255']],
    ['192.88.99.0/24 (6to4 relay)', ['192.88.99.0', '192.88.99.1', '192.88.99.255']],
    ['192.168.0.0/16', ['192.168.0.0', '192.168.1.1', '192.168.255.255']],
    ['198.18.0.0/15 (benchmarking)', ['198.18.0.0', '198.19.0.1', '198.19.255.255']],
    ['198.51.100.0/24 (TEST-NET-2)', ['198.51.100.0', '198.51.100.7', '198.51.100.255']],
    ['203.0.113.0/24 (TEST-NET-3)', ['203.0.113.0', '203.0.113.9', '203.0.113.255']],
    ['224.0.0.0/4 (multicast)', ['224.0.0.1', '239.1.2.3', '239.255.255.255']],
    ['240.0.0.0/4 (reserved)', ['240.0.0.0', '250.1.2.3', '255.255.255.254']],
    ['255.255.255.255/32 (broadcast)', ['255.255.255.255']],
    ['::/128', ['::']],
    ['::/96 (IPv4-compatible)', ['::7f00:1', '::a9fe:a9fe', '::10.0.0.1']],
    ['::ffff:0:0/96 (IPv4-mapped private)', ['::ffff:10.0.0.1', '::ffff:192.0.2.1']],
    ['64:ff9b::/96 (NAT64)', ['64:ff9b::', '64:ff9b::7f00:1', '64:ff9b::808:808']],
    ['64:ff9b:1::/48 (local NAT64)', ['64:ff9b:1::1']],
    ['100::/64 (discard)', ['100::', '100::ffff:ffff:ffff:ffff']],
    ['2001::/23 (IETF protocol assignments)', ['2001::1', '2001:1::1', '2001:1ff::1']],
    ['2001::/32 (Teredo)', ['2001:0:4136:e378:8000:63bf:3fff:fdd2']],
    ['2001:2::/48 (benchmarking)', ['2001:2::1']],
    ['2001:db8::/32 (documentation)', ['2001:db8::', '2001:db8:1234::1', '2001:db8:ffff:ffff::']],
    ['2001:10::/28 (ORCHID)', ['2001:10::1']],
    ['2002::/16 (6to4)', ['2002::', '2002:c000:0204::1', '2002:ffff::1']],
    ['3fff::/20 (documentation)', ['3fff::1']],
    ['fc00::/7 (unique local)', ['fc00::', 'fd12:3456::1', 'fdff:ffff::1']],
    ['fe80::/10 (link local)', ['fe80::', 'fe80::1', 'febf:ffff::1']],
    ['fec0::/10 (site local)', ['fec0::1']],
    ['ff00::/8 (multicast)', ['ff02::1', 'ff0e::1']],
  ])('refuses %s', (_block, addresses) => {
    for (const address of addresses) expect(classifyAddress(address), address).toBe('internal');
  });

  it("refuses this machine's own interface addresses, and takes only unicast public ones", () => {
    const own = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .map((i) => i.address)
      .filter((a) => !a.startsWith('127.') && a !== '::1');
    for (const address of own) expect(classifyAddress(address.replace(/%.*$/, '')), address).toBe('internal');
    expect(['1.1.1.1', '93.184.216.34', '2a00:1450:4001::1'].map(classifyAddress)).toEqual(
      Array(3).fill('public'),
    );
    expect(classifyAddress('not an address')).toBe('internal');
  });
});

describe('webhook deliveries in the database', () => {
  let database: TestDatabase;
  const key = randomBytes(32);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  async function setUp(): Promise<{ endpointId: string; deliveryId: string }> {
    const store = await createStore(database.db);
    const { id } = await createWebhookEndpoint(database.db, key, {
      storeId: store.id,
      url,
      topics: ['request.approved'],
      allowLoopback: true,
    });
    const event = {
      id: 1,
      storeId: store.id,
      requestId: randomUUID(),
      type: 'approved',
      fromStatus: null,
      toStatus: null,
      actorType: 'merchant',
      actorId: null,
      message: '',
      customerVisible: false,
      data: {},
      createdAt: new Date(),
    } satisfies RequestEventRow;
    const [deliveryId] = await queueWebhookDeliveries(database.db, event);
    if (deliveryId === undefined) throw new Error('no delivery queued');
    return { endpointId: id, deliveryId };
  }

  it('500 twice then 200 writes three attempt rows for one message', async () => {
    const { deliveryId } = await setUp();
    replies = [500, 500, 200];
    const kinds = [];
    for (let i = 0; i < 3; i++)
      kinds.push((await runWebhookAttempt(database.db, key, deliveryId, options))?.kind);
    expect(kinds).toEqual(['retry', 'retry', 'delivered']);
    const rows = await database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId));
    expect(rows.map((r) => r.responseStatus).sort()).toEqual([200, 500, 500]);
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([deliveryId]));
  });

  it('410 disables the endpoint; 169.254.169.254 is refused at creation', async () => {
    const { endpointId, deliveryId } = await setUp();
    replies = [410];
    expect((await runWebhookAttempt(database.db, key, deliveryId, options))?.kind).toBe('gone');
    const [endpoint] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint?.enabled).toBe(false);
    const store = await createStore(database.db);
    await expect(
      createWebhookEndpoint(database.db, key, {
        storeId: store.id,
        url: 'http://169.254.169.254/',
        topics: ['request.approved'],
        allowLoopback: true,
      }),
    ).rejects.toThrow('Refusing');
  });
});
