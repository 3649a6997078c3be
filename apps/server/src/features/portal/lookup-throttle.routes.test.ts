import { describe, expect, it } from 'vitest';
import { portalLookups } from '../../db/schema';
import { burst, countStatuses } from '../../test/bursts';
import { usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';
import { MAX_FAILURES_PER_ORDER, MAX_LOOKUPS_PER_IP } from './lookup-throttle';

// The race shows on PostgreSQL (a pool of connections); PGlite runs one query at a time.
describe.each(dbKinds)('portal lookup limits under a burst on %s', (kind) => {
  const t = usePortalTest(kind);
  const lookup = (payload: Record<string, string>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/customer/v1/session-data', payload, remoteAddress: ip });

  it('looks up exactly 20 of 100 parallel lookups from one IP', async () => {
    const responses = await burst(100, (i) =>
      lookup({ store: 'acme', order_number: `${3000 + i}`, contact: 'x@example.com' }, '10.3.0.1'),
    );
    // 404 means the platform was asked; 429 means the lookup never got that far.
    expect(countStatuses(responses)).toEqual({ 404: MAX_LOOKUPS_PER_IP, 429: 100 - MAX_LOOKUPS_PER_IP });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused?.headers['retry-after'])).toBe(15 * 60);
    expect(await t.database.db.select().from(portalLookups)).toHaveLength(MAX_LOOKUPS_PER_IP);
  });

  it('lets exactly five of 100 parallel guesses at one order through, from any IP', async () => {
    const responses = await burst(100, (i) =>
      lookup({ store: 'acme', order_number: '#1001', contact: `guess${i}@example.com` }, `10.4.0.${i}`),
    );
    expect(countStatuses(responses)).toEqual({
      404: MAX_FAILURES_PER_ORDER,
      429: 100 - MAX_FAILURES_PER_ORDER,
    });
    // The order stays shut for the window, even to the right email.
    const owner = await lookup(
      { store: 'acme', order_number: '1001', contact: 'asha@example.com' },
      '10.5.0.1',
    );
    expect(owner.statusCode).toBe(429);
  });

  it('counts a found order against the IP but not as a wrong guess', async () => {
    for (let i = 0; i <= MAX_FAILURES_PER_ORDER; i++) {
      const found = await lookup(
        { store: 'acme', order_number: '1001', contact: 'asha@example.com' },
        '10.6.0.1',
      );
      expect(found.statusCode).toBe(201);
    }
    const rows = await t.database.db.select().from(portalLookups);
    expect(rows.map((r) => r.succeeded)).toEqual(Array(MAX_FAILURES_PER_ORDER + 1).fill(true));
  });

  it('does not count a lookup the platform failed to answer', async () => {
    const findOrder = t.platform.findOrder;
    t.platform.findOrder = async () => {
      throw new Error('platform unavailable');
    };
    try {
      for (let i = 0; i <= MAX_FAILURES_PER_ORDER; i++) {
        await lookup({ store: 'acme', order_number: '1001', contact: 'asha@example.com' }, '10.7.0.1');
      }
    } finally {
      t.platform.findOrder = findOrder;
    }
    expect(await t.database.db.select().from(portalLookups)).toHaveLength(0);
    const back = await lookup(
      { store: 'acme', order_number: '1001', contact: 'asha@example.com' },
      '10.7.0.1',
    );
    expect(back.statusCode).toBe(201);
  });
});
