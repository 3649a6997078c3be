import { isFeatureUnlocked } from '../plans/features';
import type { PolicySettings } from './settings';

export type ExchangeOrderOptions = {
  /** Name of the new order: prefix + the original's number + suffix ("EX-1001-R"). */
  name: string;
  tags: string[];
  /** Hold fulfillment until the return is received (Grow: hold exchange orders). */
  hold: boolean;
  /** The store exchanges for sold-out variants: the order is made without stock and ships when it returns. */
  backorder: boolean;
};

/**
 * What the processing step gives the platform when it creates an exchange order: the "exchange
 * order prefix/suffix", "add tags to exchange order", "hold exchange orders" and "exchange for
 * out-of-stock products" blocks.
 */
export function exchangeOrderOptions(
  settings: PolicySettings,
  planName: string | null | undefined,
  originalName: string,
): ExchangeOrderOptions {
  const number = originalName.replace(/^#/, '');
  const affixed = settings.exchange_order_prefix !== '' || settings.exchange_order_suffix !== '';
  return {
    name: affixed
      ? `${settings.exchange_order_prefix}${number}${settings.exchange_order_suffix}`
      : `${number}-EX`,
    tags: [...new Set(settings.exchange_order_tags)],
    hold: settings.hold_exchange_orders && isFeatureUnlocked(planName, 'hold_exchange_orders'),
    backorder: settings.exchange_out_of_stock,
  };
}
