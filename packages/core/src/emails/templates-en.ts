import type { EmailKind, TemplateText } from './kinds';

/** The English emails every store starts with; a store's saved version replaces one (email_templates). */
export const TEMPLATES_EN: Record<EmailKind, TemplateText> = {
  request_received: {
    subject: 'We received your request {{request_name}}',
    heading: 'Thanks, {{customer_name}}: your request is in',
    body: 'We received your {{request_kind}} request {{request_name}} for order {{order_name}}:\n\n{{items}}\n\n{{refund}}\n\n{{return_terms}}\n\n{{next_step}}',
    button: 'See your request',
  },
  request_approved: {
    subject: 'Your request {{request_name}} is approved',
    heading: 'Your request is approved',
    body: 'Good news, {{customer_name}}: {{store_name}} approved your {{request_kind}} request {{request_name}} for order {{order_name}}.\n\n{{items}}\n\n{{refund}}\n\n{{instructions}}\n\n{{return_terms}}\n\n{{next_step}}',
    button: 'See your request',
  },
  request_rejected: {
    subject: 'Your request {{request_name}} was not accepted',
    heading: 'We could not accept your request',
    body: 'Hello {{customer_name}}, we are sorry: your {{request_kind}} request {{request_name}} for order {{order_name}} was not accepted.\n\n{{items}}\n\nThe reason: {{reason}}\n\n{{next_step}}',
    button: 'See your request',
  },
  parcel_received: {
    subject: 'We received your parcel for {{request_name}}',
    heading: 'Your parcel has arrived',
    body: 'Hello {{customer_name}}, your parcel for {{request_kind}} request {{request_name}} has arrived at {{store_name}}:\n\n{{items}}\n\n{{refund}}\n\n{{next_step}}',
    button: 'See your request',
  },
  refund_sent: {
    subject: 'Your refund of {{amount}} is on its way',
    heading: 'Your refund is on its way',
    body: 'Hello {{customer_name}}, we refunded {{amount}} to {{refund_mode}} for your {{request_kind}} request {{request_name}} (order {{order_name}}):\n\n{{items}}\n\n{{next_step}}',
    button: 'See your request',
  },
  exchange_shipped: {
    subject: 'Your exchange for {{request_name}} has shipped',
    heading: 'Your new item is on its way',
    body: 'Hello {{customer_name}}, the exchange for your request {{request_name}} has shipped:\n\n{{items}}\n\n{{tracking}}\n\n{{next_step}}',
    button: 'See your request',
  },
  request_updated: {
    subject: 'An update on your request {{request_name}}',
    heading: 'Your request has an update',
    body: 'Hello {{customer_name}}, your {{request_kind}} request {{request_name}} for order {{order_name}} has an update:\n\n{{update}}\n\n{{items}}\n\n{{next_step}}',
    button: 'See your request',
  },
  items_cancelled: {
    subject: 'Your items from order {{order_name}} are cancelled',
    heading: 'Your items are cancelled',
    body: 'Hello {{customer_name}}, we cancelled these items of order {{order_name}} before they shipped ({{request_name}}):\n\n{{items}}\n\nWe refunded {{amount}} to {{refund_mode}}.\n\n{{next_step}}',
    button: 'See your request',
  },
  merchant_new_request: {
    subject: 'New request {{request_name}} from {{customer_name}}',
    heading: 'A new request is waiting',
    body: '{{customer_name}} ({{customer_email}}) asked for request {{request_name}} on order {{order_name}}:\n\n{{items}}',
    button: 'Open the request',
  },
  merchant_needs_attention: {
    subject: 'Request {{request_name}} needs your attention',
    heading: 'A request needs your attention',
    body: 'Request {{request_name}} (order {{order_name}}, {{customer_name}}) needs your attention:\n\n{{problem}}',
    button: 'Open the request',
  },
};
