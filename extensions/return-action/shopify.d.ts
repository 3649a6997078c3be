// Each module's `shopify` global, typed by its target, as Shopify CLI generates this file.
import '@shopify/ui-extensions';

//@ts-ignore
declare module './src/menu-item.tsx' {
  const shopify: import('@shopify/ui-extensions/customer-account.order.action.menu-item.render').Api;
  const globalThis: { shopify: typeof shopify };
}

//@ts-ignore
declare module './src/action.tsx' {
  const shopify: import('@shopify/ui-extensions/customer-account.order.action.render').Api;
  const globalThis: { shopify: typeof shopify };
}
