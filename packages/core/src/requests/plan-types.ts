import type { StorePolicy } from '../policy/store-policy';
import type { RefundLineItem, RefundMode, RefundResult } from '../pricing/refund-types';
import type { TaxRate } from '../pricing/tax';
import type { RequestKind } from '../rules/evaluate';
import type { RuleSet } from '../rules/rule-set';
import type { LineFacts, PlanOrder, PlanProduct, PlanVariant } from './facts';
import type { RuledRefund } from './ruled-refund';
import type { PlannedUpsell, UpsellPick } from './upsell-choice';

export type PlanItemInput = {
  line_item_id: string;
  quantity: number;
  exchange_variant_id?: string | undefined;
  /** Several new variants for the item (multiple exchange products), instead of exchange_variant_id. */
  exchange_variants?: readonly { variant_id: string; quantity: number }[] | undefined;
  /** The reason chosen, when known: rule conditions on reasons use it (docs/rules.md). */
  reason_id?: string | undefined;
  /** Products added to the exchange from the item's upsell offer (upsell booster). */
  upsells?: readonly UpsellPick[] | undefined;
};

export type PlanInput = {
  kind: RequestKind;
  refund_mode?: RefundMode | undefined;
  items: readonly PlanItemInput[];
  /** A gift session: store credit only, and the recipient never pays a difference. */
  gift?: boolean | undefined;
};

/** Everything planning reads, loaded by the server once per request. */
export type PlanFacts<L extends LineFacts, V extends PlanVariant> = {
  order: Pick<
    PlanOrder,
    | 'created_at'
    | 'currency'
    | 'presentment_currency'
    | 'taxes_included'
    | 'payment_gateway_names'
    | 'transactions'
    | 'customer'
    | 'shipping_address'
    | 'billing_address'
  >;
  lines: readonly L[];
  /** The variants the input names (planning checks each is one the shopper may have). */
  variants: readonly V[];
  /** Products of variants outside the order (other products, upsell products). */
  otherProducts: readonly PlanProduct[];
  /** The store's plan has upsell booster (upsells may be added to an exchange). */
  upsellsUnlocked?: boolean | undefined;
  /** The store's policy; planning applies the order's market terms (docs/policies.md "Markets"). */
  policy: StorePolicy;
  rules: RuleSet;
  taxRates: readonly TaxRate[];
  now: number;
};

export type PlannedItem<L extends LineFacts, V extends PlanVariant> = {
  input: PlanItemInput;
  line: L;
  /** The (first) new variant of an exchange. */
  variant: V | null;
  /** Every new variant of an exchange with its quantity (one entry unless several were chosen). */
  exchanges: {
    variant: V;
    quantity: number /** The product's and the variant's title for another product. */;
    title: string;
  }[];
  /** Upsell products added to the exchange, at the offer's price. */
  upsells: PlannedUpsell<V>[];
  /** The price fields as the request stores them, rules applied. */
  refundLine: RefundLineItem;
};

export type RequestPlan<L extends LineFacts, V extends PlanVariant> = {
  kind: RequestKind;
  refundMode: RefundMode | null;
  isCod: boolean;
  items: PlannedItem<L, V>[];
  refund: RefundResult;
  /**
   * The store's store-credit bonus percent when the request was planned: the request keeps it, so a
   * refund paid as store credit later earns what the shopper was promised (docs/pricing.md).
   */
  bonusCreditPercent: number;
  /** What the store's rules decided: fee rule, kept (green) items, promotions. */
  rules: Omit<RuledRefund, 'refund' | 'lines'>;
};
