import { TextField } from '@shopify/polaris';

/** A whole number from 0 to max; typing something else keeps the last good value. */
export function QuantityField({
  label,
  value,
  max,
  onChange,
  helpText,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (n: number) => void;
  helpText?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      min={0}
      max={max}
      step={1}
      autoComplete="off"
      value={String(value)}
      helpText={helpText}
      onChange={(v) => {
        const n = Number.parseInt(v, 10);
        onChange(Number.isFinite(n) ? Math.max(0, Math.min(max, n)) : 0);
      }}
    />
  );
}
