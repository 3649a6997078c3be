// Each module's `shopify` global, typed by its target, as Shopify CLI generates this file (less the
// `globalThis` line: the modules read `shopify` only).
import '@shopify/ui-extensions';

//@ts-ignore
declare module './src/menu-item.tsx' {
  const shopify: import('@shopify/ui-extensions/customer-account.order.action.menu-item.render').Api;
}

//@ts-ignore
declare module './src/action.tsx' {
  const shopify: import('@shopify/ui-extensions/customer-account.order.action.render').Api;
}
