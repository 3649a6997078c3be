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
import { GIFT_CARD_CREATE, GIFT_CARDS_QUERY, REFUND_CREATE, STORE_CREDIT_CREDIT } from './documents/money';
import { RETURN_PROCESS, SUGGESTED_OUTCOME_QUERY } from './documents/returns';
import { mapCreditAccount } from './map-catalogue';
import { type GOrder, mapOrder, numericId, refundablePayments } from './map-order';
import { lineItemOf } from './map-return';
import { creditAccountsOf, getGiftCard, rawOrder, rawReturn } from './reads';
import { currencyCode, gidOf, type ShopifyDeps } from './shopify-deps';
import { journaledWrite, throwUserErrors } from './write-journal';

/**
 * The refund in the order's presentment currency (what the shopper paid in), split over the sales and
 * captures by what each can still give back. Shopify takes refund transactions in that currency.
 */
function refundTransactions(order: GOrder, presentmentAmount: string) {
  const currency = order.presentmentCurrencyCode;
  const payments = refundablePayments(order).map((p) => ({ ...p, refundable: p.presentment }));
  const parts = splitRefundOverPayments(toMinor(presentmentAmount, currency), payments);
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

/**
 * The refund's amount in the presentment currency: the caller's when the order was paid in another
 * currency than the shop's (only it knows each line's rate), else the shop amount itself.
 */
function presentmentAmountOf(order: GOrder, input: RefundInput): string {
  if (order.presentmentCurrencyCode === order.currencyCode) return input.amount;
  if (input.presentmentAmount === undefined)
    throw new PlatformError(
      'currency_mismatch',
      `This order was paid in ${order.presentmentCurrencyCode}: the refund needs its amount in that currency`,
    );
  return input.presentmentAmount;
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
  const data = await deps.gql(storeId, SUGGESTED_OUTCOME_QUERY, { id: returnId, lines });
  const transfer = data.return?.suggestedFinancialOutcome?.financialTransfer;
  if (!transfer || !('amount' in transfer)) return undefined;
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
  const open = ret?.status === 'OPEN' ? ret : null;
  const wantedLines = (input.lineItems ?? []).map((l) => ({
    ...l,
    lineItemId: numericId(gidOf('LineItem', l.lineItemId)),
  }));
  const wanted = (l: Parameters<typeof lineItemOf>[0]) =>
    wantedLines.find((w) => w.lineItemId === numericId(lineItemOf(l)?.lineItem.id));
  const returnLines = (open?.returnLineItems ?? []).flatMap((l) => {
    const quantity = Math.min(wanted(l)?.quantity ?? 0, l.unprocessedQuantity);
    return quantity > 0 ? [{ id: l.id, quantity }] : [];
  });
  const check = open
    ? await suggestionCheck(
        deps,
        storeId,
        open.id,
        open.returnLineItems.filter((l) => wanted(l)).map((l) => ({ id: l.id, quantity: l.quantity })),
        input.amount,
        order.currencyCode,
      )
    : undefined;
  const presentment = presentmentAmountOf(order, input);
  const currency = currencyCode(order.presentmentCurrencyCode);
  const total = toMinor(presentment, currency);
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'refund',
    input,
    snapshot: async () => refundIds(order),
    find: async (before) => {
      const now = await rawOrder(deps, storeId, orderId);
      const made = (now?.refunds ?? []).find(
        (r) =>
          !before.includes(r.id) &&
          toMinor(r.totalRefundedSet.presentmentMoney.amount, currency) === total &&
          (!open || r.return?.id === open.id),
      );
      return made ? { id: made.id } : null;
    },
    send: async () => {
      // Worked out at sending, from the order as read now: a repeat of a finished key sends nothing.
      const transactions = total > 0 ? refundTransactions(order, presentment) : [];
      // Shopify's return-processing flow: the money of an open return goes with its lines through
      // returnProcess; lines a return took back are never refunded again through refundCreate.
      if (open) {
        if (returnLines.length === 0 && transactions.length === 0)
          throw new PlatformError('invalid_state', 'Nothing is left to refund on this return');
        const data = await deps.gql(
          storeId,
          RETURN_PROCESS,
          {
            input: {
              returnId: open.id,
              notifyCustomer: false,
              ...(input.note ? { note: input.note } : {}),
              returnLineItems: returnLines,
              financialTransfer:
                transactions.length > 0
                  ? {
                      issueRefund: {
                        orderTransactions: transactions.map((t) => ({
                          parentId: t.id,
                          transactionAmount: { amount: t.decimal, currencyCode: currency },
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
      const multiCurrency = order.presentmentCurrencyCode !== order.currencyCode;
      const data = await deps.gql(
        storeId,
        REFUND_CREATE,
        {
          key: input.idempotencyKey,
          input: {
            orderId,
            notify: false,
            ...(multiCurrency ? { currency } : {}),
            ...(input.note ? { note: input.note } : {}),
            // The shipping part is named only in one currency: Shopify reads it in the presentment one.
            ...(input.shipping && !multiCurrency ? { shipping: { amount: input.shipping } } : {}),
            refundLineItems: ret
              ? []
              : wantedLines.map((l) => ({
                  lineItemId: gidOf('LineItem', l.lineItemId),
                  quantity: l.quantity,
                  restockType: 'NO_RESTOCK' as const,
                })),
            transactions: transactions.map((t) => ({
              orderId,
              parentId: t.id,
              amount: t.decimal,
              gateway: t.gateway,
              kind: 'REFUND' as const,
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

async function creditAccounts(deps: ShopifyDeps, storeId: string, customerId: string) {
  const accounts = await creditAccountsOf(deps, storeId, customerId);
  if (!accounts) throw new PlatformError('not_found', 'Customer not found');
  return accounts;
}

/** The ids of an account's transactions on its first page (newest first; an expiration has none). */
const transactionIds = (accounts: Awaited<ReturnType<typeof creditAccounts>>) =>
  accounts.flatMap((a) => a.transactions.nodes.flatMap((t) => ('id' in t ? [t.id] : [])));

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
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'issueStoreCredit',
    input,
    snapshot: async () => transactionIds(await creditAccounts(deps, storeId, input.customerId)),
    find: async (before) => {
      for (const a of await creditAccounts(deps, storeId, input.customerId))
        for (const t of a.transactions.nodes)
          if (
            'id' in t &&
            !before.includes(t.id) &&
            t.amount.currencyCode === input.currency &&
            toMinor(t.amount.amount, input.currency) === minor
          )
            return { id: a.id };
      return null;
    },
    send: async () => {
      const data = await deps.gql(
        storeId,
        STORE_CREDIT_CREDIT,
        {
          id: gidOf('Customer', input.customerId),
          input: {
            creditAmount: { amount: input.amount, currencyCode: currencyCode(input.currency) },
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
      const data = await deps.gql(storeId, GIFT_CARDS_QUERY, { query: code });
      const card = data.giftCards.nodes.find((g) => g.note === note && code.endsWith(g.lastCharacters));
      return card ? { id: card.id, extra: { code } } : null;
    },
    send: async ({ code }) => {
      const data = await deps.gql(
        storeId,
        GIFT_CARD_CREATE,
        {
          input: {
            initialAmount: { amount: input.amount, currencyCode: currencyCode(input.currency) },
            code,
            note,
            ...(input.customerId ? { customerId: gidOf('Customer', input.customerId) } : {}),
            ...(input.expiresOn ? { expiresOn: input.expiresOn } : {}),
          },
        },
        { write: true },
      );
      throwUserErrors(data.giftCardCreate?.userErrors);
      const card = data.giftCardCreate?.giftCard;
      if (!card) throw new PlatformError('invalid_state', 'Shopify answered without the gift card');
      return { id: card.id, extra: { code: data.giftCardCreate?.giftCardCode ?? code } };
    },
  });
  const card = await getGiftCard(deps, storeId, result.id);
  if (!card) throw new PlatformError('not_found', 'The gift card is not in Shopify');
  // The journal keeps the full code, so a repeat of the call answers it too.
  return { ...card, code: result.extra?.code ?? '' };
}
