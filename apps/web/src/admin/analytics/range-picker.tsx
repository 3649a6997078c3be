import { InlineStack, Select, TextField } from '@shopify/polaris';
import type { Range } from './use-report';

const PRESETS = [
  { label: 'Last 7 days', value: '7' },
  { label: 'Last 30 days', value: '30' },
  { label: 'Last 90 days', value: '90' },
  { label: 'Last 12 months', value: '365' },
  { label: 'Custom', value: 'custom' },
];

/** The store's calendar day now (analytics days are the store's, not the browser's). */
export function todayIn(timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export function presetRange(preset: string, today: string): Range {
  return { from: daysBefore(today, Number(preset) - 1), to: today };
}

type Props = {
  preset: string;
  range: Range;
  today: string;
  onChange: (preset: string, range: Range) => void;
};

export function RangePicker({ preset, range, today, onChange }: Props) {
  return (
    <InlineStack gap="300" blockAlign="end">
      <Select
        label="Date range"
        options={PRESETS}
        value={preset}
        onChange={(value) => onChange(value, value === 'custom' ? range : presetRange(value, today))}
      />
      {preset === 'custom' && (
        <>
          <TextField
            label="From"
            type="date"
            autoComplete="off"
            value={range.from}
            max={range.to}
            onChange={(from) => from && onChange('custom', { ...range, from })}
          />
          <TextField
            label="To"
            type="date"
            autoComplete="off"
            value={range.to}
            min={range.from}
            max={today}
            onChange={(to) => to && onChange('custom', { ...range, to })}
          />
        </>
      )}
    </InlineStack>
  );
}
