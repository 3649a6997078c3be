import { z } from 'zod';
import { refusalOf } from '../../connections/credentials-check';
import { callJson, type ReceivedLine, type WmsClient } from './wms-client';

export const unicommerceCredentials = z.object({
  tenant: z.string().regex(/^[a-z0-9-]+$/i, 'The tenant is the first part of your Unicommerce address'),
  username: z.string().min(1),
  password: z.string().min(1),
  facility: z.string().min(1),
});

const token = z.object({ access_token: z.string() });
const created = z.object({
  successful: z.boolean(),
  reversePickupCode: z.string().optional(),
  errors: z.unknown(),
});
const returned = z.object({
  successful: z.boolean(),
  returnStatus: z.string(),
  returnItems: z.array(z.object({ saleOrderItemCode: z.string(), inventoryType: z.string() })).default([]),
});

/** Unicommerce counts units: one sale order item code per unit, `<line item>-<n>` here. */
const unitCodes = (lineItemId: string, quantity: number) =>
  Array.from({ length: quantity }, (_, i) => `${lineItemId}-${i + 1}`);
const lineOfCode = (code: string) => code.replace(/-\d+$/, '');

/**
 * Unicommerce's REST API (`https://{tenant}.unicommerce.com`): an OAuth password-grant token, a reverse
 * pickup per request (the expected return), and the return's status with each unit's inventory type
 * (GOOD_INVENTORY or BAD_INVENTORY) once the facility received it.
 */
export function unicommerceClient(c: z.infer<typeof unicommerceCredentials>, origin?: string): WmsClient {
  const base = (origin ?? `https://${c.tenant}.unicommerce.com`).replace(/\/+$/, '');
  const tokenUrl = () => {
    const query = new URLSearchParams({
      grant_type: 'password',
      client_id: 'my-trusted-client',
      username: c.username,
      password: c.password,
    });
    return `${base}/oauth/token?${query}`;
  };
  const headers = async () => {
    const t = token.parse(await callJson(tokenUrl(), { method: 'GET' }));
    return {
      authorization: `bearer ${t.access_token}`,
      'content-type': 'application/json',
      facility: c.facility,
    };
  };
  return {
    async verify() {
      // The password grant itself: refused credentials answer OAuth 2's `invalid_grant`.
      const res = await fetch(tokenUrl(), { signal: AbortSignal.timeout(30_000) });
      await refusalOf(res, ['username', 'password']);
    },
    async createExpectedReturn(input) {
      const answer = created.parse(
        await callJson(`${base}/services/rest/v1/oms/reversePickup/create`, {
          method: 'POST',
          headers: await headers(),
          body: JSON.stringify({
            saleOrderCode: input.orderName.replace(/^#/, ''),
            reversePickupReference: input.reference,
            actionCode: 'WAC',
            reversePickItems: input.lines.flatMap((l) =>
              unitCodes(l.lineItemId, l.quantity).map((code) => ({
                saleOrderItemCode: code,
                reason: 'Customer return',
              })),
            ),
          }),
        }),
      );
      if (!answer.successful || !answer.reversePickupCode)
        throw new Error(`Unicommerce refused the reverse pickup: ${JSON.stringify(answer.errors ?? null)}`);
      return { externalId: answer.reversePickupCode };
    },
    async getReceipt(externalId) {
      const answer = returned.parse(
        await callJson(`${base}/services/rest/v1/oms/return/get`, {
          method: 'POST',
          headers: await headers(),
          body: JSON.stringify({ reversePickupCode: externalId }),
        }),
      );
      if (answer.returnStatus !== 'COMPLETE') return null;
      const lines: ReceivedLine[] = answer.returnItems.map((i) => ({
        lineItemId: lineOfCode(i.saleOrderItemCode),
        quantity: 1,
        condition: i.inventoryType === 'GOOD_INVENTORY' ? 'good' : 'damaged',
      }));
      return lines;
    },
  };
}
