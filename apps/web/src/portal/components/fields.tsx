import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useT } from '../i18n/i18n';

type Base = { id: string; label: string; error?: string | null; hint?: ReactNode; optional?: boolean };

/** Label, hint and error wired to the control with aria-describedby, so screen readers read all three. */
function Frame({ id, label, error, hint, optional, children }: Base & { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={`rt-field${error ? ' rt-field--invalid' : ''}`}>
      <label className="rt-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="rt-muted"> {t('common.optional')}</span> : null}
      </label>
      {hint ? (
        <p className="rt-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="rt-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy({ id, error, hint }: Base): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type InputProps = Base & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
export function TextField({ id, label, error, hint, optional, ...rest }: InputProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={id}
        name={id}
        className="rt-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...rest}
      />
    </Frame>
  );
}

type AreaProps = Base & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;
export function TextArea({ id, label, error, hint, optional, ...rest }: AreaProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        id={id}
        name={id}
        className="rt-input"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...rest}
      />
    </Frame>
  );
}

type SelectProps = Base &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly { value: string; label: string; disabled?: boolean }[];
    placeholder?: string;
  };
export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <select
        id={id}
        name={id}
        className="rt-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** Radio buttons in a fieldset; the legend is the question. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  legendClassName = 'rt-field__label',
}: {
  name: string;
  legend: string;
  legendClassName?: string;
  options: readonly { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <fieldset
      className={`rt-fieldset${error ? ' rt-field--invalid' : ''}`}
      id={name}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className={legendClassName}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={`rt-choice${o.disabled ? ' rt-choice--disabled' : ''}`}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
            aria-invalid={error ? true : undefined}
          />
          <span>
            {o.label}
            {o.hint ? <span className="rt-choice__hint">{o.hint}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p className="rt-field__error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Errors listed at the top of a form after a failed submit; focused so it is read out first. */
export function ErrorSummary({
  errors,
  focusRef,
}: {
  errors: Record<string, string>;
  focusRef: Ref<HTMLDivElement>;
}) {
  const { t } = useT();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="rt-notice rt-notice--error" role="alert" tabIndex={-1} ref={focusRef}>
      <p>{t('errors.fixProblems', { count: entries.length })}</p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${field}`}
              onClick={(e) => {
                const target = document.getElementById(field);
                if (!target) return;
                e.preventDefault();
                (target.querySelector<HTMLElement>('input,select,textarea') ?? target).focus();
                target.scrollIntoView?.({ block: 'center' });
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
