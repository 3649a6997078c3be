import '@shopify/ui-extensions/preact';
import { render } from 'preact';

/**
 * The order action menu's button. Without `href` it opens this extension's modal
 * (`customer-account.order.action.render`), which asks for the portal link only when the customer clicks:
 * a link per listed order would be made, and expire, for nothing.
 */
export default async () => {
  render(<s-button>{shopify.i18n.translate('returnOrExchange')}</s-button>, document.body);
};
