import { createHash } from 'node:crypto';

/**
 * The built-in courier sandbox (DESIGN.md: each integration has a sandbox adapter): books a pickup
 * and answers a tracking number derived from the idempotency key, so booking twice answers the same
 * shipment, as the real carriers' idempotent booking does.
 */
export function bookSandboxShipment(input: { courier: string; idempotencyKey: string }) {
  const digits = BigInt(`0x${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 12)}`)
    .toString()
    .padStart(12, '0')
    .slice(0, 12);
  const company = input.courier.toUpperCase();
  return {
    tracking_company: company,
    tracking_number: `${company.slice(0, 3)}${digits}`,
    tracking_url: `https://track.example/${input.courier}/${digits}`,
    status: 'label_created',
  };
}
