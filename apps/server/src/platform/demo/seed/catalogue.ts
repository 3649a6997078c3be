import type {
  DemoAddress,
  demoCollections,
  demoInventoryLevels,
  demoLocations,
  demoProducts,
  demoVariants,
} from '../../../db/schema';
import type { IdSource, SeedRow } from './ids';
import type { Rng } from './prng';

export type Category = 'apparel' | 'footwear' | 'accessories';
type Template = {
  title: string;
  type: string;
  category: Category;
  options: 'size-colour' | 'shoe' | 'colour';
};

// 60 products: 24 apparel, 16 footwear, 20 accessories.
const TEMPLATES: Template[] = [
  ...[
    'Classic Crew T-Shirt',
    'Oversized Graphic Tee',
    'Linen Casual Shirt',
    'Oxford Button-Down Shirt',
    'Cotton Straight Kurta',
    'Embroidered Festive Kurta',
    'Slim Fit Jeans',
    'Relaxed Fit Jeans',
    'Stretch Chinos',
    'Cargo Joggers',
    'Pullover Hoodie',
    'Zip-Up Hoodie',
    'Floral Midi Dress',
    'Wrap Maxi Dress',
    'Denim Jacket',
    'Quilted Bomber Jacket',
    'Polo T-Shirt',
    'Henley Long Sleeve',
    'Palazzo Pants',
    'Anarkali Kurta Set',
    'Running Shorts',
    'Yoga Leggings',
    'Wool Blend Sweater',
    'Printed Co-ord Set',
  ].map((title): Template => ({ title, type: 'Apparel', category: 'apparel', options: 'size-colour' })),
  ...[
    'Everyday Canvas Sneakers',
    'Cloudfoam Running Shoes',
    'Leather Derby Shoes',
    'Suede Chelsea Boots',
    'Classic Penny Loafers',
    'Slide Sandals',
    'Kolhapuri Flats',
    'High-Top Sneakers',
    'Trail Hiking Shoes',
    'Block Heel Sandals',
    'Mojari Juttis',
    'Slip-On Espadrilles',
    'Court Tennis Shoes',
    'Ankle Strap Heels',
    'Flip Flops',
    'Chunky Dad Sneakers',
  ].map((title): Template => ({ title, type: 'Footwear', category: 'footwear', options: 'shoe' })),
  ...[
    'Leather Tote Bag',
    'Canvas Backpack',
    'Sling Crossbody Bag',
    'Reversible Leather Belt',
    'Bifold Wallet',
    'Card Holder',
    'Baseball Cap',
    'Wool Beanie',
    'Aviator Sunglasses',
    'Silk Printed Scarf',
    'Cotton Stole',
    'Analog Steel Watch',
    'Laptop Sleeve',
    'Travel Duffle Bag',
    'Printed Socks Pack',
    'Oxidised Jhumka Earrings',
    'Beaded Bracelet',
    'Bucket Hat',
    'Key Organiser',
    'Weekender Pouch',
  ].map((title): Template => ({ title, type: 'Accessories', category: 'accessories', options: 'colour' })),
];

const COLOURS = ['Black', 'White', 'Navy', 'Olive', 'Maroon', 'Beige', 'Grey', 'Mustard', 'Teal', 'Rust'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'];
const VENDORS = ['Roundtrip Basics', 'Indigo Loom', 'Saffron Street', 'Northwind Co.', 'Pebble & Pine'];

export type CatalogueRows = {
  locations: SeedRow<typeof demoLocations>[];
  collections: SeedRow<typeof demoCollections>[];
  products: SeedRow<typeof demoProducts>[];
  variants: SeedRow<typeof demoVariants>[];
  inventory: SeedRow<typeof demoInventoryLevels>[];
};

const INR_LOCATIONS: [string, DemoAddress][] = [
  [
    'Mumbai Warehouse',
    warehouse('Plot 14, MIDC Andheri East', 'Mumbai', 'Maharashtra', 'MH', 'India', 'IN', '400093'),
  ],
  ['Bengaluru Store', warehouse('12 Church Street', 'Bengaluru', 'Karnataka', 'KA', 'India', 'IN', '560001')],
];
const USD_LOCATIONS: [string, DemoAddress][] = [
  [
    'New Jersey Warehouse',
    warehouse('400 Raritan Center Pkwy', 'Edison', 'New Jersey', 'NJ', 'United States', 'US', '08837'),
  ],
  [
    'Los Angeles Store',
    warehouse('8500 Melrose Ave', 'Los Angeles', 'California', 'CA', 'United States', 'US', '90069'),
  ],
];

function warehouse(
  address1: string,
  city: string,
  province: string,
  provinceCode: string,
  country: string,
  countryCode: string,
  zip: string,
): DemoAddress {
  return {
    first_name: '',
    last_name: '',
    address1,
    address2: '',
    city,
    province,
    province_code: provinceCode,
    country,
    country_code: countryCode,
    zip,
    phone: null,
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Price in minor units: INR prices end in 99 rupees, USD in .00 or .99. */
function priceFor(rng: Rng, category: Category, currency: string): number {
  if (currency === 'INR') {
    const [lo, hi] = category === 'apparel' ? [5, 29] : category === 'footwear' ? [14, 59] : [3, 24];
    return (rng.int(lo, hi) * 100 + 99) * 100;
  }
  const [lo, hi] = category === 'apparel' ? [18, 89] : category === 'footwear' ? [45, 159] : [12, 79];
  return rng.int(lo, hi) * 100 + (rng.chance(0.5) ? 99 : 0) - (rng.chance(0.5) ? 100 : 0);
}

export function generateCatalogue(rng: Rng, ids: IdSource, currency: string, createdAt: Date): CatalogueRows {
  const locations = (currency === 'INR' ? INR_LOCATIONS : USD_LOCATIONS).map(([name, address], i) => ({
    id: ids.next(),
    name,
    address,
    isDefault: i === 0,
    active: true,
  }));
  const collectionTitles = ['Apparel', 'Footwear', 'Accessories', 'New Arrivals', 'Sale', 'Bestsellers'];
  const collections = collectionTitles.map((title) => ({ id: ids.next(), title, handle: slug(title) }));
  const collectionId = (title: string) => collections[collectionTitles.indexOf(title)]?.id as number;

  const products: CatalogueRows['products'] = [];
  const variants: CatalogueRows['variants'] = [];
  const inventory: CatalogueRows['inventory'] = [];
  TEMPLATES.forEach((tpl, index) => {
    const productId = ids.next();
    const price = priceFor(rng, tpl.category, currency);
    const onSale = rng.chance(0.3);
    const compareAt = onSale ? Math.round((price * rng.int(120, 150)) / 10000) * 100 : null;
    const colours = rng.shuffle(COLOURS).slice(0, rng.int(1, 3));
    const optionValues =
      tpl.options === 'size-colour'
        ? [SIZES, colours]
        : tpl.options === 'shoe'
          ? [SHOE_SIZES, colours.slice(0, 2)]
          : [colours];
    const optionNames = tpl.options === 'colour' ? ['Color'] : ['Size', 'Color'];
    const tags: string[] = [tpl.category];
    if (index % 7 === 0) tags.push('new');
    if (onSale) tags.push('sale');
    if (index % 11 === 5) tags.push('final-sale');
    if (tpl.category === 'apparel' && rng.chance(0.5)) tags.push('cotton');
    const inCollections = [collectionId(tpl.type)];
    if (tags.includes('new')) inCollections.push(collectionId('New Arrivals'));
    if (onSale) inCollections.push(collectionId('Sale'));
    if (index % 5 === 0) inCollections.push(collectionId('Bestsellers'));
    products.push({
      id: productId,
      title: tpl.title,
      handle: slug(tpl.title),
      productType: tpl.type,
      vendor: rng.pick(VENDORS),
      tags,
      options: optionNames.map((name, i) => ({ name, values: optionValues[i] ?? [] })),
      collectionIds: inCollections,
      imageUrl: `/demo-images/${slug(tpl.title)}.jpg`,
      status: 'active',
      createdAt,
    });
    const combos = (optionValues[0] ?? []).flatMap((a) =>
      optionValues.length > 1 ? (optionValues[1] ?? []).map((b) => [a, b]) : [[a]],
    );
    combos.forEach((combo, position) => {
      const variantId = ids.next();
      const soldOut = rng.chance(0.07);
      variants.push({
        id: variantId,
        productId,
        title: combo.join(' / '),
        sku: `${slug(tpl.title).slice(0, 12).toUpperCase()}-${combo.map((c) => slug(c).toUpperCase()).join('-')}`,
        option1: combo[0] ?? null,
        option2: combo[1] ?? null,
        option3: null,
        priceMinor: price,
        compareAtPriceMinor: compareAt,
        taxable: true,
        blocked: rng.chance(0.04),
        position: position + 1,
      });
      locations.forEach((location) => {
        const available = soldOut || rng.chance(0.12) ? 0 : rng.int(1, 40);
        inventory.push({ variantId, locationId: location.id, available, updatedAt: createdAt });
      });
    });
  });
  return { locations, collections, products, variants, inventory };
}
