import type { RequestRow } from '../db/schema';

export type ComposedEmail = { subject: string; body: string };

const HEADLINES: Record<string, string> = {
  approved: 'has been approved',
  rejected: 'was not accepted',
  cancelled: 'has been cancelled',
  enabled: 'is being reviewed again',
  in_transit: 'is on its way back to us',
  received: 'has arrived',
  refunded: 'has been refunded',
  exchanged: 'has been exchanged: your new order is on its way',
  message: 'has a new message',
};

/** The shopper email for a customer-visible event of a request (plain text; one per event). */
export function composeNotification(
  request: Pick<RequestRow, 'name' | 'kind' | 'orderName' | 'customerName'>,
  event: { type: string; message: string },
): ComposedEmail {
  const what = `Your ${request.kind} request ${request.name}`;
  const headline = HEADLINES[event.type] ?? 'has been updated';
  const greeting = request.customerName ? `Hello ${request.customerName},` : 'Hello,';
  return {
    subject: `${what} ${headline}`,
    body: [
      greeting,
      '',
      `${what} for order ${request.orderName} ${headline}.`,
      event.message ? `\n${event.message}` : '',
      '',
      'You can follow it any time from the returns page of the store.',
    ]
      .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
      .join('\n'),
  };
}
