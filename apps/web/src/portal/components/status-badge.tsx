import type { ShopperStatus } from '@roundtrip/core';
import '../i18n/en-status';
import { useT } from '../i18n/i18n';

const TONE: Partial<Record<ShopperStatus, string>> = {
  rejected: 'critical',
  refund_failed: 'critical',
  refund_pending: 'info',
  cancelled: 'critical',
  refunded: 'success',
  exchanged: 'success',
  approved: 'info',
  in_transit: 'info',
  delivered: 'info',
  received: 'info',
};

/** The shopper's status: "Refunded" only once the refund went through. */
export function StatusBadge({ status }: { status: ShopperStatus }) {
  const { t } = useT();
  return <span className={`rt-badge rt-badge--${TONE[status] ?? 'neutral'}`}>{t(`status.${status}`)}</span>;
}
