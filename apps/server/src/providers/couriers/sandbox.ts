import { createHash } from 'node:crypto';
import { sandboxTrackingAt } from '@roundtrip/core/couriers';
import type { Clock } from '../../deps';
import type { CourierClient } from './courier';
import { labelPdf } from './label-pdf';

/**
 * The parcel a booking key makes: 12 digits from its hash behind the courier's first letters, the same
 * numbers the reship sandbox (sandbox-shipment.ts) gives, so booking twice answers the same parcel.
 */
function sandboxParcel(courier: string, key: string) {
  const digits = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 12)}`)
    .toString()
    .padStart(12, '0')
    .slice(0, 12);
  const company = courier.toUpperCase();
  return {
    tracking_company: company,
    tracking_number: `${company.slice(0, 3)}${digits}`,
    tracking_url: `https://track.example/${courier}/${digits}`,
  };
}

/**
 * The built-in courier of demo stores, so approving with a courier works offline. It makes a real label
 * PDF marked as a sandbox label, with the tracking number derived from the booking key (booking twice
 * answers the same parcel), and moves the parcel on the clock: in transit after a day, delivered after
 * three. It books under its own name only, never another courier's (docs/couriers.md).
 */
export function sandboxCourier(clock: Clock): CourierClient {
  const courier = 'sandbox';
  return {
    sandbox: true,
    async verify() {},
    async rates(input) {
      const kg = Math.max(1, Math.ceil(input.grams / 1000));
      return [
        { service: 'Sandbox standard', amount: (4 + kg * 1.5).toFixed(2), currency: 'USD', days: 3 },
        { service: 'Sandbox express', amount: (9 + kg * 2.5).toFixed(2), currency: 'USD', days: 1 },
      ];
    },
    async book(input) {
      const booked = sandboxParcel(courier, input.key);
      const pdf = await labelPdf({
        courier: booked.tracking_company,
        trackingNumber: booked.tracking_number,
        from: input.from,
        to: input.to,
        orderName: input.orderName,
        grams: input.grams,
        sandbox: true,
      });
      return {
        externalId: input.key,
        trackingCompany: booked.tracking_company,
        trackingNumber: booked.tracking_number,
        trackingUrl: booked.tracking_url,
        pdf,
      };
    },
    async track(label) {
      return sandboxTrackingAt(label.createdAt, clock());
    },
    async cancel() {},
  };
}
