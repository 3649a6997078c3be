import { TextField } from '../components/fields';
import '../i18n/en-bank';
import { useT } from '../i18n/i18n';
import type { Draft } from './request-state';

type Props = {
  draft: Draft;
  error: (field: string) => string | null;
  touch: (field: string) => () => void;
  set: (patch: Partial<Draft>) => void;
};

/** Account holder, account number and bank code, checked with core's validators (docs/validation.md). */
export default function BankFields({ draft, error, touch, set }: Props) {
  const { t } = useT();
  return (
    <fieldset className="rt-fieldset rt-stack">
      <legend className="rt-field__label">{t('request.bankHeading')}</legend>
      <TextField
        id="account_holder_name"
        label={t('request.accountHolder')}
        value={draft.account_holder_name}
        autoComplete="name"
        onChange={(e) => set({ account_holder_name: e.target.value })}
        onBlur={touch('account_holder_name')}
        error={error('account_holder_name')}
        required
      />
      <TextField
        id="account_number"
        label={t('request.accountNumber')}
        value={draft.account_number}
        inputMode="numeric"
        autoComplete="off"
        onChange={(e) => set({ account_number: e.target.value })}
        onBlur={touch('account_number')}
        error={error('account_number')}
        required
      />
      <TextField
        id="bank_code"
        label={t('request.bankCode')}
        value={draft.bank_code}
        autoCapitalize="characters"
        autoComplete="off"
        onChange={(e) => set({ bank_code: e.target.value })}
        onBlur={touch('bank_code')}
        error={error('bank_code')}
        required
      />
    </fieldset>
  );
}
