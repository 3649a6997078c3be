/** Warehouse systems the spec names (upsell "warehouse integrations"); `easyecom` is the spec's "easycom". */
export const WMS_SYSTEMS = [
  'unicommerce',
  'easyecom',
  'eretail',
  'shipidf',
  'fynd',
  'omuni',
  'browntape',
  'automyze',
  'increff',
  'bluecherry',
] as const;
export type WmsSystem = (typeof WMS_SYSTEMS)[number];

/** Systems with a real client; the others are listed as "not yet supported". */
const SUPPORTED_WMS_SYSTEMS = ['unicommerce', 'easyecom'] as const satisfies readonly WmsSystem[];

export const isSupportedWms = (s: WmsSystem): boolean =>
  (SUPPORTED_WMS_SYSTEMS as readonly WmsSystem[]).includes(s);

/** Credential fields per supported system, in the order the Warehouses page asks for them. */
export const WMS_CREDENTIALS: Record<WmsSystem, readonly string[]> = {
  unicommerce: ['tenant', 'username', 'password', 'facility'],
  easyecom: ['email', 'password', 'location_key'],
  eretail: [],
  shipidf: [],
  fynd: [],
  omuni: [],
  browntape: [],
  automyze: [],
  increff: [],
  bluecherry: [],
};

export const WMS_RETURN_STATUSES = ['expected', 'received'] as const;

export const ITEM_CONDITIONS = ['good', 'damaged'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
