import type { CreatePaymentInvoiceInput, PaymentInvoice } from '../platform';
import { PlatformError } from '../platform-error';
import { DRAFT_ORDER_CREATE, DRAFT_ORDERS_QUERY } from './documents/money';
import { numericId } from './map-order';
import { currencyCode, gidOf, type ShopifyDeps } from './shopify-deps';
import { journaledWrite, throwUserErrors } from './write-journal';

/** The custom attribute naming our payment: the completed order carries it into orders/paid. */
export const PAYMENT_ATTRIBUTE = 'roundtrip_payment';

/**
 * A tag naming our payment, so a search (`tag:`) finds its draft however many drafts the shop has.
 * Shopify caps a tag at 40 characters: the payment's UUID without its dashes keeps it at 39.
 */
const paymentTag = (paymentId: string) => `rt-pay-${paymentId.replace(/-/g, '').toLowerCase()}`;

type GDraft = {
  id: string;
  invoiceUrl?: string | null;
  customAttributes?: { key: string; value?: string | null }[];
};

const invoiceOf = (draft: GDraft): PaymentInvoice => {
  if (!draft.invoiceUrl) throw new PlatformError('invalid_state', 'Shopify answered without an invoice URL');
  return { id: String(numericId(draft.id)), admin_graphql_api_id: draft.id, invoice_url: draft.invoiceUrl };
};

/**
 * draftOrderCreate: one custom line (no shipping, no tax: the price difference was priced by us) for the
 * customer, in the shop's currency. Draft orders take no idempotency key, so after a lost answer the
 * draft is searched by our payment's tag (and checked by its attribute) before sending again.
 */
export async function createPaymentInvoice(
  deps: ShopifyDeps,
  storeId: string,
  input: CreatePaymentInvoiceInput,
): Promise<PaymentInvoice> {
  const customerId = input.customerId ? gidOf('Customer', input.customerId) : null;
  const ours = (d: GDraft) =>
    d.customAttributes?.some((a) => a.key === PAYMENT_ATTRIBUTE && a.value === input.paymentId);
  const result = await journaledWrite<null>(deps, storeId, {
    operation: 'createPaymentInvoice',
    input,
    snapshot: async () => null,
    find: async () => {
      const data = await deps.gql(storeId, DRAFT_ORDERS_QUERY, {
        query: `tag:${paymentTag(input.paymentId)}`,
      });
      const draft = data.draftOrders.nodes.find(ours);
      return draft ? { id: draft.id, extra: { url: invoiceOf(draft).invoice_url } } : null;
    },
    send: async () => {
      const data = await deps.gql(
        storeId,
        DRAFT_ORDER_CREATE,
        {
          input: {
            lineItems: [
              {
                title: input.title,
                originalUnitPriceWithCurrency: {
                  amount: input.amount,
                  currencyCode: currencyCode(input.currency),
                },
                quantity: 1,
                requiresShipping: false,
                taxable: false,
              },
            ],
            ...(customerId ? { purchasingEntity: { customerId } } : {}),
            ...(input.email ? { email: input.email } : {}),
            tags: ['roundtrip-price-difference', paymentTag(input.paymentId)],
            customAttributes: [{ key: PAYMENT_ATTRIBUTE, value: input.paymentId }],
          },
        },
        { write: true },
      );
      throwUserErrors(data.draftOrderCreate?.userErrors);
      const draft = data.draftOrderCreate?.draftOrder;
      if (!draft) throw new PlatformError('invalid_state', 'Shopify answered without the draft order');
      return { id: draft.id, extra: { url: invoiceOf(draft).invoice_url } };
    },
  });
  const url = result.extra?.url;
  if (!url) throw new PlatformError('invalid_state', 'The draft order has no invoice URL');
  return { id: String(numericId(result.id)), admin_graphql_api_id: result.id, invoice_url: url };
}
