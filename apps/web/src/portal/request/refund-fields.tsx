import type { RefundMode } from '@roundtrip/core';
import { lazy, Suspense } from 'react';
import { RadioGroup } from '../components/fields';
import { useT } from '../i18n/i18n';
import type { Draft } from './request-state';

export type RefundFieldsProps = {
  legend: string;
  modes: readonly RefundMode[];
  bonusPercent: number;
  draft: Draft;
  error: (field: string) => string | null;
  touch: (field: string) => () => void;
  set: (patch: Partial<Draft>) => void;
};

// Only shoppers who pick bank transfer download the account fields.
const BankFields = lazy(() => import('./bank-fields'));

/** Refund mode (COD orders never offer the original payment) and, for bank transfer, the account. */
export default function RefundFields({
  legend,
  modes,
  bonusPercent,
  draft,
  error,
  touch,
  set,
}: RefundFieldsProps) {
  const { t } = useT();
  return (
    <section className="rt-card rt-stack">
      <RadioGroup
        name="refund_mode"
        legend={legend}
        legendClassName="rt-h2"
        value={draft.refund_mode}
        onChange={(v) => set({ refund_mode: v as RefundMode })}
        error={error('refund_mode')}
        options={modes.map((m) => ({
          value: m,
          label: t(`refundMode.${m}`),
          hint:
            m === 'store_credit' && bonusPercent > 0
              ? t('request.bonus', { percent: bonusPercent })
              : undefined,
        }))}
      />
      {draft.refund_mode === 'bank_transfer' ? (
        <Suspense fallback={null}>
          <BankFields draft={draft} error={error} touch={touch} set={set} />
        </Suspense>
      ) : null}
    </section>
  );
}
