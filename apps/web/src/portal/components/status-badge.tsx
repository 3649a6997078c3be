import type { RequestStatus } from '@roundtrip/core';
import '../i18n/en-status';
import { useT } from '../i18n/i18n';

const TONE: Partial<Record<RequestStatus, string>> = {
  rejected: 'critical',
  cancelled: 'critical',
  refunded: 'success',
  exchanged: 'success',
  approved: 'info',
  in_transit: 'info',
  received: 'info',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useT();
  return <span className={`rt-badge rt-badge--${TONE[status] ?? 'neutral'}`}>{t(`status.${status}`)}</span>;
}
