import { randomBytes } from 'node:crypto';
import { checkRefundSuggestion, type RefundSuggestionCheck, splitRefundOverPayments } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import type {
  GiftCard,
  IssueGiftCardInput,
  IssueStoreCreditInput,
  Refund,
  RefundInput,
  StoreCreditAccount,
} from '../platform';
import { PlatformError } from '../platform-error';
import {
  CREDIT_ACCOUNTS_QUERY,
  GIFT_CARD_CREATE,
  GIFT_CARDS_QUERY,
  REFUND_CREATE,
  RETURN_PROCESS,
  STORE_CREDIT_CREDIT,
  SUGGESTED_OUTCOME_QUERY,
} from './documents';
import { type GCreditAccount, type GGiftCard, mapCreditAccount } from './map-catalogue';
import { type GBag, type GOrder, mapOrder, numericId } from './map-order';
import { getGiftCard, rawOrder, rawReturn } from './reads';
import { gidOf, type ShopifyDeps } from './shopify-deps';
import { journaledWrite, throwUserErrors } from './write-journal';

type UserErrors = { field: string[] | null; message: string }[];

/** The order's sales and captures with what each can still give back, as refund transactions need them. */
function refundTransactions(order: GOrder, amount: string) {
  const currency = order.currencyCode;
  const payments = order.transactions
    .filter((t) => t.status === 'SUCCESS' && (t.kind === 'SALE' || t.kind === 'CAPTURE'))
    .map((t) => ({
      id: t.id,
      gateway: t.gateway ?? '',
      refundable: toMinor(t.maximumRefundableV2?.amount ?? '0', currency),
    }));
  const parts = splitRefundOverPayments(toMinor(amount, currency), payments);
  if (!parts)
    throw new PlatformError(
      'refund_exceeds_refundable',
      'The refund is more than the order can still refund',
    );
  return parts.map((p) => ({
    ...p,
    gateway: payments.find((x) => x.id === p.id)?.gateway ?? '',
    decimal: fromMinor(p.amount, currency),
  }));
}

const refundIds = (order: GOrder | null) => (order?.refunds ?? []).map((r) => r.id);

async function readRefund(
  deps: ShopifyDeps,
  storeId: string,
  orderId: string,
  refundId: string,
  check?: RefundSuggestionCheck,
): Promise<Refund> {
  const order = await rawOrder(deps, storeId, orderId);
  const refund = order ? mapOrder(order).refunds.find((r) => r.admin_graphql_api_id === refundId) : undefined;
  if (!refund) throw new PlatformError('not_found', 'The refund is not in Shopify');
  return check ? { ...refund, suggested_refund_check: check } : refund;
}

/** Shopify's figure for the return lines being refunded, compared with ours (logged with the refund). */
async function suggestionCheck(
  deps: ShopifyDeps,
  storeId: string,
  returnId: string,
  lines: { id: string; quantity: number }[],
  amount: string,
  currency: string,
) {
  if (lines.length === 0) return undefined;
  const data = await deps.gql<{
    return: {
      suggestedFinancialOutcome: { financialTransfer: { __typename: string; amount?: GBag } | null } | null;
    } | null;
  }>(storeId, SUGGESTED_OUTCOME_QUERY, { id: returnId, lines });
  const transfer = data.return?.suggestedFinancialOutcome?.financialTransfer;
  if (!transfer?.amount) return undefined;
  const shopify =
    transfer.__typename === 'InvoiceReturnOutcome'
      ? `-${transfer.amount.shopMoney.amount}`
      : transfer.amount.shopMoney.amount;
  return checkRefundSuggestion(amount, shopify, currency);
}

/**
 * A refund of an open return goes through returnProcess (the money and the still unprocessed lines in one
 * call); any other refund through refundCreate, which carries our key in Shopify's @idempotent directive.
 */
export async function refund(deps: ShopifyDeps, storeId: string, input: RefundInput): Promise<Refund> {
  const orderId = gidOf('Order', input.orderId);
  const order = await rawOrder(deps, storeId, orderId);
  if (!order) throw new PlatformError('not_found', 'Order not found');
  const ret = input.returnId ? await rawReturn(deps, storeId, input.returnId) : null;
  const wantedLines = (input.lineItems ?? []).map((l) => ({
    ...l,
    lineItemId: numericId(gidOf('LineItem', l.lineItemId)),
  }));
  const returnLines =
    ret?.status === 'OPEN'
      ? wantedLines.flatMap((w) => {
          const line = ret.returnLineItems.nodes.find(
            (l) => numericId(l.fulfillmentLineItem?.lineItem.id) === w.lineItemId,
          );
          const quantity = Math.min(w.quantity, line?.unprocessedQuantity ?? 0);
          return line && quantity > 0 ? [{ id: line.id, quantity }] : [];
        })
      : [];
  const check =
    ret?.status === 'OPEN'
      ? await suggestionCheck(
          deps,
          storeId,
          ret.id,
          ret.returnLineItems.nodes
            .filter((l) =>
              wantedLines.some((w) => w.lineItemId === numericId(l.fulfillmentLineItem?.lineItem.id)),
            )
            .map((l) => ({ id: l.id, quantity: l.quantity })),
          input.amount,
          order.currencyCode,
        )
      : undefined;
  const total = toMinor(input.amount, order.currencyCode);
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'refund',
    input,
    snapshot: async () => refundIds(order),
    find: async (before) => {
      const now = await rawOrder(deps, storeId, orderId);
      const made = (now?.refunds ?? []).find(
        (r) =>
          !before.includes(r.id) &&
          toMinor(r.totalRefundedSet.shopMoney.amount, order.currencyCode) === total &&
          (!ret || r.return?.id === ret.id || ret.status !== 'OPEN'),
      );
      return made ? { id: made.id } : null;
    },
    send: async () => {
      // Worked out at sending, from the order as read now: a repeat of a finished key sends nothing.
      const transactions =
        toMinor(input.amount, order.currencyCode) > 0 ? refundTransactions(order, input.amount) : [];
      if (ret?.status === 'OPEN') {
        if (returnLines.length === 0 && transactions.length === 0)
          throw new PlatformError('invalid_state', 'Nothing is left to refund on this return');
        const data = await deps.gql<{
          returnProcess: { return: { id: string } | null; userErrors: UserErrors };
        }>(
          storeId,
          RETURN_PROCESS,
          {
            input: {
              returnId: ret.id,
              notifyCustomer: false,
              ...(input.note ? { note: input.note } : {}),
              returnLineItems: returnLines,
              financialTransfer:
                transactions.length > 0
                  ? {
                      issueRefund: {
                        orderTransactions: transactions.map((t) => ({
                          parentId: t.id,
                          transactionAmount: {
                            amount: t.decimal,
                            currencyCode: order.presentmentCurrencyCode,
                          },
                        })),
                      },
                    }
                  : null,
            },
          },
          { write: true },
        );
        throwUserErrors(data.returnProcess?.userErrors);
        const after = await rawOrder(deps, storeId, orderId);
        const made = (after?.refunds ?? []).find((r) => !refundIds(order).includes(r.id));
        if (!made) throw new PlatformError('invalid_state', 'Shopify processed the return without a refund');
        return { id: made.id };
      }
      const data = await deps.gql<{
        refundCreate: { refund: { id: string } | null; userErrors: UserErrors };
      }>(
        storeId,
        REFUND_CREATE,
        {
          key: input.idempotencyKey,
          input: {
            orderId,
            notify: false,
            ...(input.note ? { note: input.note } : {}),
            ...(input.shipping ? { shipping: { amount: input.shipping } } : {}),
            refundLineItems: wantedLines.map((l) => ({
              lineItemId: gidOf('LineItem', l.lineItemId),
              quantity: l.quantity,
              restockType: 'NO_RESTOCK',
            })),
            transactions: transactions.map((t) => ({
              orderId,
              parentId: t.id,
              amount: t.decimal,
              gateway: t.gateway,
              kind: 'REFUND',
            })),
          },
        },
        { write: true },
      );
      throwUserErrors(data.refundCreate?.userErrors);
      if (!data.refundCreate?.refund)
        throw new PlatformError('invalid_state', 'Shopify answered without the refund');
      return { id: data.refundCreate.refund.id };
    },
  });
  return readRefund(deps, storeId, orderId, result.id, check);
}

async function creditAccounts(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
): Promise<GCreditAccount[]> {
  const data = await deps.gql<{ customer: { storeCreditAccounts: { nodes: GCreditAccount[] } } | null }>(
    storeId,
    CREDIT_ACCOUNTS_QUERY,
    { id: gidOf('Customer', customerId) },
  );
  if (!data.customer) throw new PlatformError('not_found', 'Customer not found');
  return data.customer.storeCreditAccounts.nodes;
}

export async function issueStoreCredit(
  deps: ShopifyDeps,
  storeId: string,
  input: IssueStoreCreditInput,
): Promise<StoreCreditAccount> {
  if (input.orderId) {
    const order = await rawOrder(deps, storeId, input.orderId);
    if (!order) throw new PlatformError('not_found', 'Order not found');
    if (order.presentmentCurrencyCode !== input.currency)
      throw new PlatformError(
        'currency_mismatch',
        `Store credit for this order must be in ${order.presentmentCurrencyCode}`,
      );
  }
  const minor = toMinor(input.amount, input.currency);
  const txIds = (accounts: GCreditAccount[]) =>
    accounts.flatMap((a) => a.transactions.nodes.map((t) => t.id));
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'issueStoreCredit',
    input,
    snapshot: async () => txIds(await creditAccounts(deps, storeId, input.customerId)),
    find: async (before) => {
      for (const a of await creditAccounts(deps, storeId, input.customerId))
        for (const t of a.transactions.nodes)
          if (
            !before.includes(t.id) &&
            t.amount.currencyCode === input.currency &&
            toMinor(t.amount.amount, input.currency) === minor
          )
            return { id: a.id };
      return null;
    },
    send: async () => {
      const data = await deps.gql<{
        storeCreditAccountCredit: {
          storeCreditAccountTransaction: { account: { id: string } } | null;
          userErrors: UserErrors;
        };
      }>(
        storeId,
        STORE_CREDIT_CREDIT,
        {
          id: gidOf('Customer', input.customerId),
          input: {
            creditAmount: { amount: input.amount, currencyCode: input.currency },
            notify: false,
            ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
          },
        },
        { write: true },
      );
      throwUserErrors(data.storeCreditAccountCredit?.userErrors);
      const tx = data.storeCreditAccountCredit?.storeCreditAccountTransaction;
      if (!tx) throw new PlatformError('invalid_state', 'Shopify answered without the credit');
      return { id: tx.account.id };
    },
  });
  const account = (await creditAccounts(deps, storeId, input.customerId)).find((a) => a.id === result.id);
  if (!account) throw new PlatformError('not_found', 'The store credit account is not in Shopify');
  return mapCreditAccount(account);
}

/** The gift card's note names our key, for the merchant reading it in Shopify's admin. */
const giftCardNote = (input: IssueGiftCardInput) =>
  [input.note, `Roundtrip ${input.idempotencyKey}`].filter(Boolean).join(' · ');

// Shopify's codes are 8-20 letters and digits, not case sensitive; 16 of 32 symbols is 80 random bits.
const CODE_SYMBOLS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newGiftCardCode = () => [...randomBytes(16)].map((b) => CODE_SYMBOLS[b % 32]).join('');

/**
 * giftCardCreate with a code we choose before the first send and keep in the journal's snapshot: Shopify
 * tells a generated code only in the mutation's answer, so a lost answer would lose it. After a timeout
 * the card is searched by that code (Shopify's default gift card search reads codes); sending again with
 * the same code cannot make a second card (Shopify refuses a code already taken).
 */
export async function issueGiftCard(
  deps: ShopifyDeps,
  storeId: string,
  input: IssueGiftCardInput,
): Promise<GiftCard> {
  const note = giftCardNote(input);
  const result = await journaledWrite<{ code: string }>(deps, storeId, {
    operation: 'issueGiftCard',
    input,
    snapshot: async () => ({ code: newGiftCardCode() }),
    find: async ({ code }) => {
      const data = await deps.gql<{ giftCards: { nodes: GGiftCard[] } }>(storeId, GIFT_CARDS_QUERY, {
        query: code,
      });
      const card = data.giftCards.nodes.find((g) => g.note === note && code.endsWith(g.lastCharacters));
      return card ? { id: card.id, extra: { code } } : null;
    },
    send: async ({ code }) => {
      const data = await deps.gql<{
        giftCardCreate: {
          giftCard: { id: string } | null;
          giftCardCode: string | null;
          userErrors: UserErrors;
        };
      }>(
        storeId,
        GIFT_CARD_CREATE,
        {
          input: {
            initialValue: input.amount,
            code,
            note,
            // Our refund email carries the code; Shopify's own gift card email would be a second one.
            notify: false,
            ...(input.customerId ? { customerId: gidOf('Customer', input.customerId) } : {}),
            ...(input.expiresOn ? { expiresOn: input.expiresOn } : {}),
          },
        },
        { write: true },
      );
      throwUserErrors(data.giftCardCreate?.userErrors);
      const card = data.giftCardCreate?.giftCard;
      if (!card) throw new PlatformError('invalid_state', 'Shopify answered without the gift card');
      return { id: card.id, extra: { code: data.giftCardCreate.giftCardCode ?? code } };
    },
  });
  const card = await getGiftCard(deps, storeId, result.id);
  if (!card) throw new PlatformError('not_found', 'The gift card is not in Shopify');
  // The journal keeps the full code, so a repeat of the call answers it too.
  return { ...card, code: result.extra?.code ?? '' };
}
