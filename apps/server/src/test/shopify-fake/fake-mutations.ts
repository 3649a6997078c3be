import { toMinor } from '@roundtrip/core/money';
import {
  cancelledUnits,
  type FakeAddress,
  type FakeIds,
  type FakeOrder,
  type FakeRefund,
  type FakeReturn,
  type FakeShop,
  findVariant,
  refundableOn,
} from './fake-state';
import {
  creditAccountView,
  draftOrderView,
  fulfillmentOrderView,
  giftCardView,
  orderView,
  outstandingOf,
  refundView,
  returnView,
  reverseDeliveryView,
} from './fake-views';

export type MutationContext = { shop: FakeShop; ids: FakeIds; now: string; idempotencyKey: string | null };
type Args = Record<string, never>;
type In = Record<string, unknown>;

// Shopify's mutations answer their refusals as userErrors inside a 200 response; so does the fake.
const refused = (message: string, field: string[] = []) => ({
  userErrors: [{ field, message, code: 'INVALID' }],
});

function idOf(value: unknown, type: string): number {
  const m = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(String(value));
  return m ? Number(m[1]) : -1;
}

function orderOf(ctx: MutationContext, id: unknown): FakeOrder | undefined {
  return ctx.shop.orders.get(idOf(id, 'Order'));
}

/** Fulfilled quantity of a fulfillment line item not already in an active return. */
function returnable(ctx: MutationContext, order: FakeOrder, fulfillmentLineItemId: number): number {
  const line = order.fulfillments.flatMap((f) => f.lines).find((l) => l.id === fulfillmentLineItemId);
  if (!line) return 0;
  const taken = [...ctx.shop.returns.values()]
    .filter((r) => r.orderId === order.id && r.status !== 'DECLINED' && r.status !== 'CANCELED')
    .flatMap((r) => r.lines)
    .filter((l) => l.fulfillmentLineItemId === fulfillmentLineItemId)
    .reduce((s, l) => s + l.quantity, 0);
  return line.quantity - taken;
}

function newReturn(ctx: MutationContext, input: In, status: 'REQUESTED' | 'OPEN') {
  const order = orderOf(ctx, input.orderId);
  if (!order) return refused('Order does not exist', ['orderId']);
  const lines = (input.returnLineItems as In[]) ?? [];
  if (lines.length === 0) return refused('Return must have at least one line item', ['returnLineItems']);
  const existing = [...ctx.shop.returns.values()].filter((r) => r.orderId === order.id).length;
  const ret: FakeReturn = {
    id: ctx.ids.take(),
    rfoId: ctx.ids.take(),
    orderId: order.id,
    name: `${order.name}-R${existing + 1}`,
    status,
    createdAt: ctx.now,
    closedAt: null,
    decline: null,
    lines: [],
    exchangeLines: [],
  };
  for (const [i, l] of lines.entries()) {
    const fliId = idOf(l.fulfillmentLineItemId, 'FulfillmentLineItem');
    const fli = order.fulfillments.flatMap((f) => f.lines).find((x) => x.id === fliId);
    if (!fli)
      return refused('Fulfillment line item does not exist', [
        'returnLineItems',
        String(i),
        'fulfillmentLineItemId',
      ]);
    const inThisReturn = ret.lines
      .filter((x) => x.fulfillmentLineItemId === fliId)
      .reduce((s, x) => s + x.quantity, 0);
    const available = returnable(ctx, order, fliId) - inThisReturn;
    if (Number(l.quantity) > available)
      return refused(`Quantity is greater than the returnable quantity (${available})`, [
        'returnLineItems',
        String(i),
        'quantity',
      ]);
    ret.lines.push({
      id: ctx.ids.take(),
      rfoLineId: ctx.ids.take(),
      fulfillmentLineItemId: fliId,
      lineItemId: fli.lineItemId,
      quantity: Number(l.quantity),
      processedQuantity: 0,
      reason: String(l.returnReason ?? 'UNKNOWN'),
      reasonNote: String(l.returnReasonNote ?? ''),
      customerNote: (l.customerNote as string | undefined) ?? null,
      dispositions: [],
    });
  }
  for (const x of (input.exchangeLineItems as In[] | undefined) ?? []) {
    const variantId = idOf(x.variantId, 'ProductVariant');
    if (!findVariant(ctx.shop, variantId)) return refused('Variant does not exist', ['exchangeLineItems']);
    ret.exchangeLines.push({
      id: ctx.ids.take(),
      variantId,
      quantity: Number(x.quantity),
      processedQuantity: 0,
    });
  }
  ctx.shop.returns.set(ret.id, ret);
  return { return: returnView(ctx.shop, ret.id), userErrors: [] };
}

function transition(
  ctx: MutationContext,
  id: unknown,
  from: FakeReturn['status'][],
  change: (r: FakeReturn) => void,
) {
  const ret = ctx.shop.returns.get(idOf(id, 'Return'));
  if (!ret) return refused('Return does not exist', ['id']);
  if (!from.includes(ret.status))
    return refused(`Return is ${ret.status.toLowerCase()} and cannot be changed this way`, ['id']);
  change(ret);
  return { return: returnView(ctx.shop, ret.id), userErrors: [] };
}

/** Refund transactions against the order's sales, each within what its parent can still give back. */
function refundTransactions(
  ctx: MutationContext,
  order: FakeOrder,
  wanted: { parentId: number; amount: number }[],
) {
  const made = [];
  for (const w of wanted) {
    const parent = order.transactions.find((t) => t.id === w.parentId && t.kind !== 'REFUND');
    if (!parent) return { error: 'Parent transaction does not exist' };
    if (w.amount > refundableOn(order, parent))
      return { error: 'Refund amount exceeds the refundable amount' };
    made.push({
      id: ctx.ids.take(),
      kind: 'REFUND' as const,
      status: 'SUCCESS' as const,
      gateway: parent.gateway,
      amount: w.amount,
      parentId: parent.id,
      createdAt: ctx.now,
    });
  }
  return { made };
}

function processReturn(ctx: MutationContext, input: In) {
  const ret = ctx.shop.returns.get(idOf(input.returnId, 'Return'));
  if (!ret) return refused('Return does not exist', ['input', 'returnId']);
  if (ret.status !== 'OPEN') return refused('Only an open return can be processed', ['input', 'returnId']);
  const order = ctx.shop.orders.get(ret.orderId) as FakeOrder;
  const items = (input.returnLineItems as In[] | undefined) ?? [];
  for (const item of items) {
    const line = ret.lines.find((l) => l.id === idOf(item.id, 'ReturnLineItem'));
    if (!line) return refused('Return line item does not exist', ['input', 'returnLineItems']);
    if (Number(item.quantity) > line.quantity - line.processedQuantity)
      return refused('Quantity exceeds the unprocessed quantity of the return line item', [
        'input',
        'returnLineItems',
      ]);
    const dispositions = (item.dispositions as In[] | undefined) ?? [];
    if (dispositions.reduce((s, d) => s + Number(d.quantity), 0) > Number(item.quantity))
      return refused('Disposition quantities exceed the processed quantity', ['input', 'returnLineItems']);
    if (dispositions.some((d) => d.dispositionType === 'RESTOCKED' && !d.locationId))
      return refused('A location is required to restock', ['input', 'returnLineItems']);
  }
  const issue = (input.financialTransfer as In | undefined)?.issueRefund as In | undefined;
  const wanted = ((issue?.orderTransactions as In[] | undefined) ?? []).map((t) => ({
    parentId: idOf(t.parentId, 'OrderTransaction'),
    amount: toMinor(String((t.transactionAmount as In).amount), order.currency),
  }));
  const txs = refundTransactions(ctx, order, wanted);
  if ('error' in txs) return refused(txs.error ?? '', ['input', 'financialTransfer']);
  const refundLines: FakeRefund['lines'] = [];
  for (const item of items) {
    const line = ret.lines.find((l) => l.id === idOf(item.id, 'ReturnLineItem'));
    if (!line) continue;
    line.processedQuantity += Number(item.quantity);
    for (const d of (item.dispositions as In[] | undefined) ?? []) {
      const locationId = d.locationId ? idOf(d.locationId, 'Location') : null;
      line.dispositions.push({
        id: ctx.ids.take(),
        type: String(d.dispositionType),
        quantity: Number(d.quantity),
        locationId,
        createdAt: ctx.now,
      });
      const orderLine = order.lines.find((l) => l.id === line.lineItemId);
      const variant = orderLine?.variantId ? findVariant(ctx.shop, orderLine.variantId) : null;
      if (d.dispositionType === 'RESTOCKED' && variant && locationId)
        variant.variant.inventory.set(
          locationId,
          (variant.variant.inventory.get(locationId) ?? 0) + Number(d.quantity),
        );
    }
    refundLines.push({
      id: ctx.ids.take(),
      lineItemId: line.lineItemId,
      quantity: Number(item.quantity),
      restockType: 'RETURN',
      locationId: null,
    });
  }
  for (const x of (input.exchangeLineItems as In[] | undefined) ?? []) {
    const line = ret.exchangeLines.find((l) => l.id === idOf(x.id, 'ExchangeLineItem'));
    if (line) line.processedQuantity += Number(x.quantity);
  }
  // Processing lines makes a Refund, of no money when no transfer goes with it (Shopify then sends
  // refunds/create for a refund of 0.00): its lines count as refunded only when money moved.
  if (txs.made.length > 0 || refundLines.length > 0) {
    if (txs.made.length > 0)
      for (const l of refundLines) {
        const line = order.lines.find((x) => x.id === l.lineItemId);
        if (line) line.refundedQuantity += l.quantity;
      }
    order.transactions.push(...txs.made);
    const refund: FakeRefund = {
      id: ctx.ids.take(),
      orderId: order.id,
      returnId: ret.id,
      note: (input.note as string) ?? null,
      createdAt: ctx.now,
      lines: refundLines,
      transactions: txs.made,
    };
    ctx.shop.refunds.set(refund.id, refund);
  }
  return { return: returnView(ctx.shop, ret.id), userErrors: [] };
}

/** Units of a line neither fulfilled nor cancelled. */
function unfulfilledOf(ctx: MutationContext, order: FakeOrder, lineId: number): number {
  const line = order.lines.find((l) => l.id === lineId);
  const fulfilled = order.fulfillments
    .flatMap((f) => f.lines)
    .filter((f) => f.lineItemId === lineId)
    .reduce((s, f) => s + f.quantity, 0);
  return (line?.quantity ?? 0) - fulfilled - cancelledUnits(ctx.shop, order, lineId);
}

/** Cancelled units were committed to the order: they are available at the shop's location again. */
function restock(ctx: MutationContext, variantId: number | null, quantity: number) {
  const v = variantId ? findVariant(ctx.shop, variantId) : null;
  if (v)
    v.variant.inventory.set(
      ctx.shop.locationId,
      (v.variant.inventory.get(ctx.shop.locationId) ?? 0) + quantity,
    );
}

function refundCreate(ctx: MutationContext, input: In) {
  // Mandatory since 2026-04 (Shopify's changelog): without the directive the call fails.
  if (!ctx.idempotencyKey) return refused('An idempotency key is required: use the @idempotent directive');
  const order = orderOf(ctx, input.orderId);
  if (!order) return refused('Order does not exist', ['orderId']);
  const wanted = ((input.transactions as In[] | undefined) ?? []).map((t) => ({
    parentId: idOf(t.parentId, 'OrderTransaction'),
    amount: toMinor(String(t.amount), order.currency),
  }));
  const txs = refundTransactions(ctx, order, wanted);
  if ('error' in txs) return refused(txs.error ?? '', ['transactions']);
  const lines: FakeRefund['lines'] = [];
  for (const l of (input.refundLineItems as In[] | undefined) ?? []) {
    const line = order.lines.find((x) => x.id === idOf(l.lineItemId, 'LineItem'));
    if (!line) return refused('Line item does not exist', ['refundLineItems']);
    if (Number(l.quantity) > line.quantity - line.refundedQuantity)
      return refused('Quantity cannot refund more items than were purchased', ['refundLineItems']);
    // CANCEL is for units not fulfilled yet ("use this when restocking unfulfilled line items").
    if (l.restockType === 'CANCEL' && Number(l.quantity) > unfulfilledOf(ctx, order, line.id))
      return refused('Cannot cancel more items than are unfulfilled', ['refundLineItems']);
    lines.push({
      id: ctx.ids.take(),
      lineItemId: line.id,
      quantity: Number(l.quantity),
      restockType: String(l.restockType ?? 'NO_RESTOCK'),
      locationId: null,
    });
  }
  for (const l of lines) {
    const line = order.lines.find((x) => x.id === l.lineItemId);
    if (line) line.refundedQuantity += l.quantity;
    if (line && l.restockType === 'CANCEL') restock(ctx, line.variantId, l.quantity);
  }
  order.transactions.push(...txs.made);
  const refund: FakeRefund = {
    id: ctx.ids.take(),
    orderId: order.id,
    returnId: null,
    note: (input.note as string) ?? null,
    createdAt: ctx.now,
    lines,
    transactions: txs.made,
  };
  ctx.shop.refunds.set(refund.id, refund);
  return { refund: refundView(ctx.shop, refund), order: orderView(ctx.shop, order.id), userErrors: [] };
}

function storeCreditAccountCredit(ctx: MutationContext, args: In) {
  const input = args.creditInput as In;
  const amount = input.creditAmount as In;
  const currency = String(amount.currencyCode);
  const minor = toMinor(String(amount.amount), currency);
  if (minor <= 0) return refused('Credit amount must be greater than 0', ['creditInput', 'creditAmount']);
  // Either a customer (its account in that currency is made on first credit) or an account id.
  const customerId = idOf(args.id, 'Customer');
  let account = [...ctx.shop.creditAccounts.values()].find(
    (a) =>
      a.id === idOf(args.id, 'StoreCreditAccount') ||
      (a.customerId === customerId && a.currency === currency),
  );
  if (account && account.currency !== currency)
    return refused('The currency provided does not match the currency of the store credit account', [
      'creditInput',
    ]);
  if (!account) {
    if (!ctx.shop.customers.has(customerId)) return refused('Owner does not exist', ['id']);
    account = { id: ctx.ids.take(), customerId, currency, transactions: [] };
    ctx.shop.creditAccounts.set(account.id, account);
  }
  const tx = {
    id: ctx.ids.take(),
    amount: minor,
    createdAt: ctx.now,
    expiresAt: (input.expiresAt as string) ?? null,
  };
  account.transactions.push(tx);
  const view = creditAccountView(ctx.shop, account);
  return {
    storeCreditAccountTransaction: {
      id: `gid://shopify/StoreCreditAccountCreditTransaction/${tx.id}`,
      amount: { amount: amount.amount, currencyCode: currency },
      createdAt: tx.createdAt,
      expiresAt: tx.expiresAt,
      account: view,
    },
    userErrors: [],
  };
}

function giftCardCreate(ctx: MutationContext, input: In) {
  const initial = input.initialAmount as In | undefined;
  const currency = String(initial?.currencyCode ?? ctx.shop.currency);
  const minor = toMinor(String(initial?.amount ?? '0'), currency);
  if (minor <= 0) return refused('Initial value must be greater than 0', ['input', 'initialValue']);
  const given = input.code === undefined || input.code === null ? null : String(input.code);
  // Shopify: 8-20 letters and digits, not case sensitive, unique in the shop.
  if (given !== null && !/^[a-z0-9]{8,20}$/i.test(given))
    return refused('Code must be 8-20 characters long and contain only letters and numbers', [
      'input',
      'code',
    ]);
  if (
    given !== null &&
    [...ctx.shop.giftCards.values()].some((g) => g.code.toLowerCase() === given.toLowerCase())
  )
    return refused('Code has already been taken', ['input', 'code']);
  const code =
    given ??
    `RT${ctx.ids.take().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const card = {
    id: ctx.ids.take(),
    code,
    initialValue: minor,
    currency,
    customerId: input.customerId ? idOf(input.customerId, 'Customer') : null,
    note: (input.note as string) ?? null,
    expiresOn: (input.expiresOn as string) ?? null,
    createdAt: ctx.now,
  };
  ctx.shop.giftCards.set(card.id, card);
  return { giftCard: giftCardView(ctx.shop, card), giftCardCode: code, userErrors: [] };
}

/** A draft order of custom lines only (variant lines are not modelled): its total is what is invoiced. */
function draftOrderCreate(ctx: MutationContext, input: In) {
  const lines = (input.lineItems as In[] | undefined) ?? [];
  if (lines.length === 0 || lines.some((l) => l.variantId || !l.title || !l.originalUnitPriceWithCurrency))
    return refused('Add at least one custom line item with a title and price', ['input', 'lineItems']);
  let amount = 0;
  for (const l of lines) {
    const price = l.originalUnitPriceWithCurrency as In;
    if (price.currencyCode !== ctx.shop.currency)
      return refused('Currency must match the draft order currency', ['input', 'lineItems']);
    amount += toMinor(String(price.amount), ctx.shop.currency) * Number(l.quantity);
  }
  if (amount <= 0) return refused('Total must be greater than 0', ['input', 'lineItems']);
  const customerId = (input.purchasingEntity as In | undefined)?.customerId;
  const id = ctx.ids.take();
  const draft = {
    id,
    name: `#D${ctx.shop.draftOrders.size + 1}`,
    status: 'OPEN' as const,
    title: String(lines[0]?.title),
    amount,
    currency: ctx.shop.currency,
    customerId: customerId ? idOf(customerId, 'Customer') : null,
    customAttributes: (input.customAttributes as { key: string; value: string }[] | undefined) ?? [],
    tags: (input.tags as string[] | undefined) ?? [],
    orderId: null,
    createdAt: ctx.now,
  };
  ctx.shop.draftOrders.set(id, draft);
  return { draftOrder: draftOrderView(ctx.shop, draft), userErrors: [] };
}

/** orderMarkAsPaid: a manual sale for what the buyer still owes; an order owing nothing is refused. */
function orderMarkAsPaid(ctx: MutationContext, input: In) {
  const order = ctx.shop.orders.get(idOf(input.id, 'Order'));
  if (!order) return refused('Order does not exist', ['input', 'id']);
  const outstanding = outstandingOf(order);
  if (outstanding <= 0) return refused('Order cannot be marked as paid', ['input', 'id']);
  order.transactions.push({
    id: ctx.ids.take(),
    kind: 'SALE',
    status: 'SUCCESS',
    gateway: 'manual',
    amount: outstanding,
    parentId: null,
    createdAt: ctx.now,
  });
  return { order: orderView(ctx.shop, order.id), userErrors: [] };
}

/** A MailingAddressInput as the order keeps it; the country's name comes from its code. */
function addressOf(value: unknown): FakeAddress | null {
  if (!value) return null;
  const a = value as In;
  const text = (k: string) => (a[k] === undefined || a[k] === null ? null : String(a[k]));
  const code = text('countryCode');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    province: text('provinceCode') ?? text('province'),
    provinceCode: text('provinceCode'),
    country: code ? (new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code) : text('country'),
    countryCodeV2: code,
    zip: text('zip'),
    phone: text('phone'),
  };
}

function webhookSubscriptionCreate(ctx: MutationContext, args: In) {
  const sub = args.webhookSubscription as In;
  const uri = String(sub.uri ?? '');
  if (!/^https:\/\//.test(uri)) return refused('Address is invalid', ['webhookSubscription', 'callbackUrl']);
  const topic = String(args.topic);
  if (ctx.shop.webhookSubscriptions.some((w) => w.topic === topic && w.uri === uri))
    return refused('Address for this topic has already been taken', ['webhookSubscription', 'callbackUrl']);
  const made = { id: ctx.ids.take(), topic, uri, createdAt: ctx.now };
  ctx.shop.webhookSubscriptions.push(made);
  return {
    webhookSubscription: { id: `gid://shopify/WebhookSubscription/${made.id}`, topic, uri },
    userErrors: [],
  };
}

function orderCreate(ctx: MutationContext, input: In, behaviour: unknown) {
  const lines = (input.lineItems as In[] | undefined) ?? [];
  if (lines.length === 0) return refused('Line items must have at least one item', ['order', 'lineItems']);
  const orderLines = [];
  for (const l of lines) {
    const found = findVariant(ctx.shop, idOf(l.variantId, 'ProductVariant'));
    if (!found) return refused('Variant does not exist', ['order', 'lineItems']);
    const available = found.variant.inventory.get(ctx.shop.locationId) ?? 0;
    if (Number(l.quantity) > available && behaviour === 'DECREMENT_OBEYING_POLICY')
      return refused(`${found.product.title} is out of stock`, ['order', 'lineItems']);
    const price = ((l.priceSet as In | undefined)?.shopMoney as In | undefined)?.amount;
    orderLines.push({
      found,
      quantity: Number(l.quantity),
      price: price === undefined ? found.variant.price : toMinor(String(price), ctx.shop.currency),
    });
  }
  const associate = ((input.customer as In | undefined)?.toAssociate as In | undefined)?.id;
  const customerId = associate ? idOf(associate, 'Customer') : null;
  const customer = customerId ? ctx.shop.customers.get(customerId) : undefined;
  const discount = ((input.discountCode as In | undefined)?.itemFixedDiscountCode as In | undefined) ?? null;
  const gross = orderLines.reduce((s, l) => s + l.price * l.quantity, 0);
  const discountMinor = discount
    ? Math.min(gross, toMinor(String(((discount.amountSet as In).shopMoney as In).amount), ctx.shop.currency))
    : 0;
  const order: FakeOrder = {
    id: ctx.ids.take(),
    name: (input.name as string) ?? `#${ctx.shop.nextOrderNumber++}`,
    email: (input.email as string) ?? customer?.email ?? null,
    phone: customer?.phone ?? null,
    customerId: customer ? customer.id : null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    cancelledAt: null,
    cancelReason: null,
    currency: ctx.shop.currency,
    shopCurrency: ctx.shop.currency,
    rate: 1,
    shippingAddress: addressOf(input.shippingAddress),
    billingAddress: addressOf(input.billingAddress),
    tags: (input.tags as string[]) ?? [],
    note: (input.note as string) ?? null,
    sourceIdentifier: (input.sourceIdentifier as string) ?? null,
    customAttributes: (input.customAttributes as { key: string; value: string }[]) ?? [],
    discountCode: discount ? { code: String(discount.code), amount: discountMinor } : null,
    shipping: 0,
    lines: orderLines.map((l) => ({
      id: ctx.ids.take(),
      title: l.found.product.title,
      variantId: l.found.variant.id,
      productId: l.found.product.id,
      variantTitle: l.found.variant.title,
      sku: l.found.variant.sku,
      quantity: l.quantity,
      price: l.price,
      discount: 0,
      tax: 0,
      taxRate: 0,
      refundedQuantity: 0,
    })),
    fulfillments: [],
    // No payment is taken here: a fully discounted order reads as paid, a balance the buyer owes as pending.
    transactions: [],
  };
  for (const l of orderLines)
    l.found.variant.inventory.set(
      ctx.shop.locationId,
      (l.found.variant.inventory.get(ctx.shop.locationId) ?? 0) - l.quantity,
    );
  ctx.shop.orders.set(order.id, order);
  const fo = {
    id: ctx.ids.take(),
    orderId: order.id,
    locationId: ctx.shop.locationId,
    status: 'OPEN' as const,
    holds: [],
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  ctx.shop.fulfillmentOrders.set(fo.id, fo);
  return { order: orderView(ctx.shop, order.id), userErrors: [] };
}

/** Order edits in progress (Shopify's CalculatedOrder): what each will add to its order when committed. */
type FakeEdit = {
  orderId: number;
  adds: { id: number; variantId: number; quantity: number; discount: number }[];
};
const edits = new WeakMap<FakeShop, Map<number, FakeEdit>>();
const editsOf = (shop: FakeShop) => {
  const map = edits.get(shop) ?? new Map<number, FakeEdit>();
  edits.set(shop, map);
  return map;
};

function orderEditBegin(ctx: MutationContext, args: In) {
  const order = orderOf(ctx, args.id);
  if (!order) return refused('Order does not exist', ['id']);
  if (order.cancelledAt) return refused('A cancelled order cannot be edited', ['id']);
  const id = ctx.ids.take();
  editsOf(ctx.shop).set(id, { orderId: order.id, adds: [] });
  return { calculatedOrder: { id: `gid://shopify/CalculatedOrder/${id}` }, userErrors: [] };
}

function orderEditAddVariant(ctx: MutationContext, args: In) {
  const edit = editsOf(ctx.shop).get(idOf(args.id, 'CalculatedOrder'));
  if (!edit) return refused('Calculated order does not exist', ['id']);
  const found = findVariant(ctx.shop, idOf(args.variantId, 'ProductVariant'));
  if (!found) return refused('Variant does not exist', ['variantId']);
  if (Number(args.quantity) > (found.variant.inventory.get(ctx.shop.locationId) ?? 0))
    return refused(`${found.product.title} is out of stock`, ['quantity']);
  const add = {
    id: ctx.ids.take(),
    variantId: found.variant.id,
    quantity: Number(args.quantity),
    discount: 0,
  };
  edit.adds.push(add);
  return {
    calculatedLineItem: { id: `gid://shopify/CalculatedLineItem/${add.id}` },
    calculatedOrder: { id: args.id },
    userErrors: [],
  };
}

function orderEditAddLineItemDiscount(ctx: MutationContext, args: In) {
  const edit = editsOf(ctx.shop).get(idOf(args.id, 'CalculatedOrder'));
  const add = edit?.adds.find((a) => a.id === idOf(args.lineItemId, 'CalculatedLineItem'));
  if (!edit || !add) return refused('Calculated line item does not exist', ['lineItemId']);
  const fixed = (args.discount as In).fixedValue as In | undefined;
  if (!fixed) return refused('Only fixed discounts are supported by the fake', ['discount']);
  add.discount = toMinor(String(fixed.amount), ctx.shop.currency);
  return { calculatedLineItem: { id: args.lineItemId }, calculatedOrder: { id: args.id }, userErrors: [] };
}

/** The added lines join the order, with a new fulfillment order for them (as Shopify makes one). */
function orderEditCommit(ctx: MutationContext, args: In) {
  const id = idOf(args.id, 'CalculatedOrder');
  const edit = editsOf(ctx.shop).get(id);
  if (!edit) return refused('Calculated order does not exist', ['id']);
  const order = ctx.shop.orders.get(edit.orderId) as FakeOrder;
  for (const add of edit.adds) {
    const found = findVariant(ctx.shop, add.variantId);
    if (!found) continue;
    order.lines.push({
      id: ctx.ids.take(),
      title: found.product.title,
      variantId: found.variant.id,
      productId: found.product.id,
      variantTitle: found.variant.title,
      sku: found.variant.sku,
      quantity: add.quantity,
      price: found.variant.price,
      discount: add.discount,
      tax: 0,
      taxRate: 0,
      refundedQuantity: 0,
    });
    found.variant.inventory.set(
      ctx.shop.locationId,
      (found.variant.inventory.get(ctx.shop.locationId) ?? 0) - add.quantity,
    );
  }
  order.updatedAt = ctx.now;
  const fo = {
    id: ctx.ids.take(),
    orderId: order.id,
    locationId: ctx.shop.locationId,
    status: 'OPEN' as const,
    holds: [],
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  ctx.shop.fulfillmentOrders.set(fo.id, fo);
  editsOf(ctx.shop).delete(id);
  return { order: orderView(ctx.shop, order.id), userErrors: [] };
}

function hold(ctx: MutationContext, args: In) {
  const fo = ctx.shop.fulfillmentOrders.get(idOf(args.id, 'FulfillmentOrder'));
  if (!fo) return refused('Fulfillment order does not exist', ['id']);
  if (fo.status !== 'OPEN' && fo.status !== 'ON_HOLD')
    return refused('The fulfillment order cannot be put on hold', ['id']);
  const input = args.fulfillmentHold as In;
  const h = {
    id: ctx.ids.take(),
    reason: String(input.reason),
    reasonNotes: (input.reasonNotes as string) ?? null,
    handle: (input.handle as string) ?? null,
  };
  fo.holds.push(h);
  fo.status = 'ON_HOLD';
  fo.updatedAt = ctx.now;
  return {
    fulfillmentOrder: fulfillmentOrderView(ctx.shop, fo),
    fulfillmentHold: { ...h, id: `gid://shopify/FulfillmentHold/${h.id}` },
    userErrors: [],
  };
}

function releaseHold(ctx: MutationContext, args: In) {
  const fo = ctx.shop.fulfillmentOrders.get(idOf(args.id, 'FulfillmentOrder'));
  if (!fo) return refused('Fulfillment order does not exist', ['id']);
  if (fo.status !== 'ON_HOLD') return refused('The fulfillment order is not on hold', ['id']);
  const ids = ((args.holdIds as string[] | undefined) ?? []).map((h) => idOf(h, 'FulfillmentHold'));
  fo.holds = ids.length === 0 ? [] : fo.holds.filter((h) => !ids.includes(h.id));
  if (fo.holds.length === 0) fo.status = 'OPEN';
  fo.updatedAt = ctx.now;
  return { fulfillmentOrder: fulfillmentOrderView(ctx.shop, fo), userErrors: [] };
}

function orderCancel(ctx: MutationContext, args: In) {
  const order = orderOf(ctx, args.orderId);
  if (!order)
    return {
      job: null,
      orderCancelUserErrors: [{ field: ['orderId'], message: 'Order does not exist', code: 'NOT_FOUND' }],
    };
  if (order.cancelledAt)
    return {
      job: null,
      orderCancelUserErrors: [
        { field: ['orderId'], message: 'Cannot cancel an order that is already cancelled', code: 'INVALID' },
      ],
    };
  // With originalPaymentMethodsRefund, everything paid goes back and the unfulfilled units are CANCEL lines.
  if ((args.refundMethod as In | undefined)?.originalPaymentMethodsRefund === true) {
    const unfulfilled = order.lines
      .map((l) => ({ lineItemId: l.id, quantity: unfulfilledOf(ctx, order, l.id) }))
      .filter((l) => l.quantity > 0);
    const made = order.transactions
      .filter((t) => t.kind !== 'REFUND')
      .flatMap((parent) => {
        const amount = refundableOn(order, parent);
        return amount > 0
          ? [
              {
                id: ctx.ids.take(),
                kind: 'REFUND' as const,
                status: 'SUCCESS' as const,
                gateway: parent.gateway,
                amount,
                parentId: parent.id,
                createdAt: ctx.now,
              },
            ]
          : [];
      });
    order.transactions.push(...made);
    for (const l of unfulfilled) {
      const line = order.lines.find((x) => x.id === l.lineItemId);
      if (line) line.refundedQuantity += l.quantity;
    }
    const refund: FakeRefund = {
      id: ctx.ids.take(),
      orderId: order.id,
      returnId: null,
      note: (args.staffNote as string | undefined) ?? null,
      createdAt: ctx.now,
      lines: unfulfilled.map((l) => ({ id: ctx.ids.take(), ...l, restockType: 'CANCEL', locationId: null })),
      transactions: made,
    };
    ctx.shop.refunds.set(refund.id, refund);
  }
  order.cancelledAt = ctx.now;
  order.cancelReason = String(args.reason);
  for (const fo of ctx.shop.fulfillmentOrders.values()) if (fo.orderId === order.id) fo.status = 'CANCELLED';
  if (args.restock)
    for (const l of order.lines) {
      const v = l.variantId ? findVariant(ctx.shop, l.variantId) : null;
      if (v)
        v.variant.inventory.set(
          ctx.shop.locationId,
          (v.variant.inventory.get(ctx.shop.locationId) ?? 0) + l.quantity,
        );
    }
  return { job: { id: `gid://shopify/Job/${ctx.ids.take()}`, done: true }, orderCancelUserErrors: [] };
}

/** A shipment back to the shop on an open return's reverse fulfillment order, with its tracking and label. */
function reverseDeliveryCreate(ctx: MutationContext, args: In) {
  const ret = [...ctx.shop.returns.values()].find(
    (r) => r.rfoId === idOf(args.reverseFulfillmentOrderId, 'ReverseFulfillmentOrder'),
  );
  if (!ret) return refused('Reverse fulfillment order does not exist', ['reverseFulfillmentOrderId']);
  if (ret.status !== 'OPEN')
    return refused('The return must be open to add a reverse delivery', ['reverseFulfillmentOrderId']);
  const lines = [];
  for (const l of (args.reverseDeliveryLineItems as In[]) ?? []) {
    const rfoLineId = idOf(l.reverseFulfillmentOrderLineItemId, 'ReverseFulfillmentOrderLineItem');
    const line = ret.lines.find((x) => x.rfoLineId === rfoLineId);
    if (!line)
      return refused('Reverse fulfillment order line item does not exist', ['reverseDeliveryLineItems']);
    if (Number(l.quantity) > line.quantity)
      return refused('Quantity is greater than the line item quantity', ['reverseDeliveryLineItems']);
    lines.push({ rfoLineId, quantity: Number(l.quantity) });
  }
  const tracking = args.trackingInput as In | undefined;
  const url = (tracking?.url as string | undefined) ?? null;
  const delivery = {
    id: ctx.ids.take(),
    lines,
    trackingNumber: (tracking?.number as string | undefined) ?? null,
    trackingUrl: url,
    // Shopify names the carrier it recognises from the tracking URL.
    carrierName: url ? new URL(url).hostname.replace(/^www\./, '') : null,
    labelUrl: ((args.labelInput as In | undefined)?.fileUrl as string | undefined) ?? null,
    createdAt: ctx.now,
  };
  ret.deliveries = [...(ret.deliveries ?? []), delivery];
  return { reverseDelivery: reverseDeliveryView(ret, delivery), userErrors: [] };
}

function shopReturnProcessed(ctx: MutationContext, id: unknown): boolean {
  return (ctx.shop.returns.get(idOf(id, 'Return'))?.lines ?? []).some((l) => l.processedQuantity > 0);
}

/** The Mutation root: each field takes the GraphQL arguments and the request's context. */
export function mutationRoot(ctx: MutationContext): Record<string, (args: Args) => unknown> {
  const a = (f: (args: In) => unknown) => (args: Args) => f(args as In);
  return {
    returnCreate: a((args) => newReturn(ctx, args.returnInput as In, 'OPEN')),
    returnRequest: a((args) => newReturn(ctx, args.input as In, 'REQUESTED')),
    returnApproveRequest: a((args) =>
      transition(ctx, (args.input as In).id, ['REQUESTED'], (r) => {
        r.status = 'OPEN';
      }),
    ),
    returnDeclineRequest: a((args) => {
      const input = args.input as In;
      return transition(ctx, input.id, ['REQUESTED'], (r) => {
        r.status = 'DECLINED';
        r.decline = { reason: String(input.declineReason), note: (input.declineNote as string) ?? null };
      });
    }),
    returnProcess: a((args) => processReturn(ctx, args.input as In)),
    returnClose: a((args) =>
      transition(ctx, args.id, ['OPEN'], (r) => {
        r.status = 'CLOSED';
        r.closedAt = ctx.now;
      }),
    ),
    returnCancel: a((args) =>
      shopReturnProcessed(ctx, args.id)
        ? refused('A return with processed items cannot be canceled', ['id'])
        : transition(ctx, args.id, ['OPEN', 'REQUESTED'], (r) => {
            r.status = 'CANCELED';
          }),
    ),
    reverseDeliveryCreateWithShipping: a((args) => reverseDeliveryCreate(ctx, args)),
    refundCreate: a((args) => refundCreate(ctx, args.input as In)),
    storeCreditAccountCredit: a((args) => storeCreditAccountCredit(ctx, args)),
    giftCardCreate: a((args) => giftCardCreate(ctx, args.input as In)),
    draftOrderCreate: a((args) => draftOrderCreate(ctx, args.input as In)),
    orderMarkAsPaid: a((args) => orderMarkAsPaid(ctx, args.input as In)),
    fulfillmentOrderHold: a((args) => hold(ctx, args)),
    fulfillmentOrderReleaseHold: a((args) => releaseHold(ctx, args)),
    orderCreate: a((args) =>
      orderCreate(ctx, args.order as In, (args.options as In | undefined)?.inventoryBehaviour ?? 'BYPASS'),
    ),
    orderEditBegin: a((args) => orderEditBegin(ctx, args)),
    orderEditAddVariant: a((args) => orderEditAddVariant(ctx, args)),
    orderEditAddLineItemDiscount: a((args) => orderEditAddLineItemDiscount(ctx, args)),
    orderEditCommit: a((args) => orderEditCommit(ctx, args)),
    orderCancel: a((args) => orderCancel(ctx, args)),
    webhookSubscriptionCreate: a((args) => webhookSubscriptionCreate(ctx, args)),
  };
}
