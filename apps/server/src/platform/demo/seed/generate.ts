import type { demoCustomers } from '../../../db/schema';
import { type CatalogueRows, type Category, generateCatalogue } from './catalogue';
import { idSource, type SeedRow } from './ids';
import { generateOrders, type OrderRows, type SeedCustomer, type SeedVariant } from './orders';
import { generateCustomers } from './people';
import { createRng } from './prng';

export type ExistingCatalogue = { variants: SeedVariant[]; customers: SeedCustomer[]; locationIds: number[] };

export type GenerateInput = {
  seed: string;
  currency: string;
  refDate: Date;
  orders: number;
  /** First free platform id and order number of the store (demo_shops counters). */
  firstId: number;
  firstOrderNumber: number;
  /** The store's catalogue when it already has one; otherwise a new one is generated. */
  existing?: ExistingCatalogue;
};

export type GeneratedData = OrderRows & {
  catalogue: CatalogueRows | null;
  customers: SeedRow<typeof demoCustomers>[];
  nextId: number;
  nextOrderNumber: number;
};

const DAY = 86_400_000;

/**
 * Everything one seed run inserts, computed in memory. Deterministic: the same input gives the same rows
 * (the random sequence is keyed by the seed and the first id, so a second run on a store adds new orders).
 */
export function generateDemoData(input: GenerateInput): GeneratedData {
  const rng = createRng(`${input.seed}:${input.firstId}`);
  const ids = idSource(input.firstId);
  const ref = input.refDate.getTime();
  const catalogue = input.existing
    ? null
    : generateCatalogue(rng, ids, input.currency, new Date(ref - 800 * DAY));
  const storeCountry = input.currency === 'INR' ? 'IN' : 'US';
  const newCustomers = Math.max(input.existing ? 0 : 20, Math.ceil(input.orders / 3));
  const customers = generateCustomers(
    rng,
    ids,
    newCustomers,
    storeCountry,
    (r) => new Date(ref - r.int(30, 800) * DAY),
    input.firstId,
  );
  const variants: SeedVariant[] =
    input.existing?.variants ??
    (catalogue as CatalogueRows).variants.map((v) => {
      const product = (catalogue as CatalogueRows).products.find((p) => p.id === v.productId);
      return {
        id: v.id as number,
        productId: v.productId,
        productTitle: product?.title ?? '',
        title: v.title,
        sku: v.sku,
        vendor: product?.vendor ?? '',
        priceMinor: v.priceMinor,
        category: (product?.productType.toLowerCase() ?? 'apparel') as Category,
      };
    });
  const seedCustomers: SeedCustomer[] = [
    ...(input.existing?.customers ?? []),
    ...customers.map((c) => ({
      id: c.id as number,
      email: c.email ?? null,
      phone: c.phone ?? null,
      addresses: c.addresses,
      international: (c.tags ?? []).includes('international'),
    })),
  ];
  const locationIds =
    input.existing?.locationIds ?? (catalogue as CatalogueRows).locations.map((l) => l.id as number);
  const orders = generateOrders(rng, ids, input.orders, {
    currency: input.currency,
    refDate: input.refDate,
    variants,
    customers: seedCustomers,
    locationIds,
    firstOrderNumber: input.firstOrderNumber,
  });
  return {
    ...orders,
    catalogue,
    customers,
    nextId: input.firstId + ids.used,
    nextOrderNumber: input.firstOrderNumber + input.orders,
  };
}
