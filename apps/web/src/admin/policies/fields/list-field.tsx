import { BlockStack, Button, InlineStack, Tag, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { fieldAlert } from '../../../components/field-alert';
import { splitList } from '../policy-form';

type Props = {
  label: string;
  helpText?: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  placeholder?: string;
};

/** Tags, codes and other short texts: type one (or several, comma-separated) and press Enter or Add. */
export function ListField({ label, helpText, values, onChange, error, placeholder }: Props) {
  const [text, setText] = useState('');
  const add = () => {
    const added = splitList(text).filter((v) => !values.includes(v));
    if (added.length) onChange([...values, ...added]);
    setText('');
  };
  return (
    <BlockStack gap="200">
      <fieldset
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      >
        <TextField
          label={label}
          value={text}
          onChange={setText}
          autoComplete="off"
          helpText={helpText}
          placeholder={placeholder}
          error={fieldAlert(error)}
          connectedRight={
            <Button onClick={add} disabled={!text.trim()} accessibilityLabel={`Add to ${label}`}>
              Add
            </Button>
          }
        />
      </fieldset>
      {values.length > 0 && (
        <InlineStack gap="200">
          {values.map((v) => (
            <Tag
              key={v}
              onRemove={() => onChange(values.filter((x) => x !== v))}
              accessibilityLabel={`Remove ${v}`}
            >
              {v}
            </Tag>
          ))}
        </InlineStack>
      )}
    </BlockStack>
  );
}
