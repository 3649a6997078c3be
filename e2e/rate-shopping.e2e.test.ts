import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DelhiveryFake,
  startDelhiveryFake,
} from '../apps/server/src/test/delhivery-fake/delhivery-fake';
import {
  type ShiprocketFake,
  startShiprocketFake,
} from '../apps/server/src/test/shiprocket-fake/shiprocket-fake';
import { useBrowser } from './browser';
import { api, apiLogin, shopperCreatesReturn, signIn } from './merchant';
import { type OwnDatabase, type OwnServer, ownDatabase, startBuiltServer } from './own-server';
import { inTransitPrepaid, ordersWhere } from './portal-demo';

/**
 * Rate shopping in the browser: the built product on its own data, its Delhivery and Shiprocket calls
 * sent to the local fakes (DELHIVERY_API_ORIGIN, SHIPROCKET_API_ORIGIN); both connected, the approve
 * dialog asks both for a quote and selects the cheapest, and the label keeps it.
 */
describe('rate shopping: the approve dialog picks the cheapest quote', () => {
  const b = useBrowser();
  let server: OwnServer | undefined;
  let db: OwnDatabase | undefined;
  let delhivery: DelhiveryFake;
  let shiprocket: ShiprocketFake;
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-e2e-rates-'));

  beforeAll(async () => {
    [delhivery, shiprocket, db] = await Promise.all([
      startDelhiveryFake(71.5),
      startShiprocketFake(),
      ownDatabase('rates'),
    ]);
    server = await startBuiltServer(dataDir, {
      ...db.env,
      DELHIVERY_API_ORIGIN: delhivery.url,
      SHIPROCKET_API_ORIGIN: shiprocket.url,
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([delhivery?.close(), shiprocket?.close(), db?.drop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('quotes Delhivery and Shiprocket, selects the cheaper, and the label records its price', async () => {
    const baseUrl = server?.baseUrl ?? '';
    const { token } = await apiLogin(baseUrl);
    for (const [courier, credentials] of [
      [
        'delhivery',
        { api_token: delhivery.token, pickup_location: delhivery.pickupLocation, environment: 'production' },
      ],
      ['shiprocket', { email: shiprocket.email, password: shiprocket.password }],
    ] as const)
      await api(baseUrl, '/settings/courier-partners', {
        method: 'PUT',
        token,
        body: { courier, credentials },
      });
    const request = await shopperCreatesReturn(baseUrl, ordersWhere(inTransitPrepaid));

    await signIn(b.page, baseUrl);
    await b.page.goto(`${baseUrl}/admin/returns/${request.id}`);
    await b.page.getByRole('heading', { name: `Return ${request.name}` }).waitFor();
    await b.page.getByRole('button', { name: 'Approve', exact: true }).first().click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByText('Cheapest: Delhivery, ₹71.50 (Delhivery Surface)').waitFor();
    const quotes = dialog.getByRole('list', { name: 'Quotes' });
    await quotes.getByText(/Shiprocket: ₹92\.50 \(Delhivery Reverse, about 4 days\)/).waitFor();
    // The quotes may come before the store's courier list fills the select: the rule's pick shows once both have.
    await expect.poll(() => dialog.getByLabel('Courier', { exact: true }).inputValue()).toBe('delhivery');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The pickup is booked with Delhivery by the outbox worker, with the quote it was approved with.
    await expect
      .poll(
        async () =>
          (
            await api<{ label: { courier: string; quote: { amount: string; rule: string } | null } | null }>(
              baseUrl,
              `/return-exchange/v1/${request.id}/label`,
              { token },
            )
          ).label,
        { timeout: 30_000 },
      )
      .toMatchObject({ courier: 'delhivery', quote: { amount: '71.50', rule: 'cheapest' } });
    expect(delhivery.shipments).toHaveLength(1);
    expect(shiprocket.returns).toHaveLength(0);
  });
});
