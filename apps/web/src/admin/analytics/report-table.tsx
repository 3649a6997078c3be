import { Card, DataTable, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  headings: string[];
  rows: (string | number)[][];
  /** Which columns hold numbers (right-aligned). */
  numeric: boolean[];
  empty?: string;
  footer?: ReactNode;
};

/** One analytics table in a card, with a plain sentence when the period has nothing to show. */
export function ReportTable({
  title,
  headings,
  rows,
  numeric,
  empty = 'Nothing in this period.',
  footer,
}: Props) {
  return (
    <Card>
      <Text as="h2" variant="headingMd">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text as="p" tone="subdued">
          {empty}
        </Text>
      ) : (
        <DataTable
          columnContentTypes={numeric.map((n) => (n ? 'numeric' : 'text'))}
          headings={headings}
          rows={rows}
        />
      )}
      {footer}
    </Card>
  );
}
