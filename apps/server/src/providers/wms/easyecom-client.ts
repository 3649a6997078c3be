import { z } from 'zod';
import { refusalOf } from '../../connections/credentials-check';
import { callJson, type WmsClient } from './wms-client';

export const easyecomCredentials = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  location_key: z.string().min(1),
});

const token = z.object({ data: z.object({ token: z.object({ jwt_token: z.string() }) }) });
const created = z.object({
  code: z.number(),
  data: z.object({ credit_note_id: z.union([z.string(), z.number()]) }),
});
const status = z.object({
  code: z.number(),
  data: z.object({
    status: z.string(),
    items: z
      .array(
        z.object({
          sku: z.string(),
          received_quantity: z.number().int(),
          damaged_quantity: z.number().int(),
        }),
      )
      .default([]),
  }),
});

/**
 * EasyEcom's API (`https://api.easyecom.io`): a JWT from /access/token for the location, a return
 * (credit note) per request, and its received and damaged quantities once the warehouse has it.
 */
export function easyecomClient(c: z.infer<typeof easyecomCredentials>, origin?: string): WmsClient {
  const base = (origin ?? 'https://api.easyecom.io').replace(/\/+$/, '');
  const headers = async () => {
    const t = token.parse(
      await callJson(`${base}/access/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c),
      }),
    );
    return { authorization: `Bearer ${t.data.token.jwt_token}`, 'content-type': 'application/json' };
  };
  return {
    async verify() {
      const res = await fetch(`${base}/access/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c),
        signal: AbortSignal.timeout(30_000),
      });
      await refusalOf(res, ['email', 'password', 'location_key']);
    },
    async createExpectedReturn(input) {
      const answer = created.parse(
        await callJson(`${base}/Returns/CreateReturn`, {
          method: 'POST',
          headers: await headers(),
          body: JSON.stringify({
            reference_code: input.reference,
            order_reference: input.orderName.replace(/^#/, ''),
            items: input.lines.map((l) => ({ sku: l.lineItemId, return_quantity: l.quantity })),
          }),
        }),
      );
      return { externalId: String(answer.data.credit_note_id) };
    },
    async getReceipt(externalId) {
      const query = new URLSearchParams({ credit_note_id: externalId });
      const answer = status.parse(
        await callJson(`${base}/Returns/getReturnStatus?${query}`, { headers: await headers() }),
      );
      if (answer.data.status !== 'RECEIVED') return null;
      return answer.data.items.flatMap((i) => [
        ...(i.received_quantity - i.damaged_quantity > 0
          ? [
              {
                lineItemId: i.sku,
                quantity: i.received_quantity - i.damaged_quantity,
                condition: 'good' as const,
              },
            ]
          : []),
        ...(i.damaged_quantity > 0
          ? [{ lineItemId: i.sku, quantity: i.damaged_quantity, condition: 'damaged' as const }]
          : []),
      ]);
    },
  };
}
