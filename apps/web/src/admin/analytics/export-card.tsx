import { BlockStack, Button, Card, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { useState } from 'react';
import { downloadExport, type ExportProgress } from './export-csv';
import type { Range } from './use-report';

const KINDS = [
  { type: 'requests', label: 'Export requests' },
  { type: 'refunds', label: 'Export refunds' },
  { type: 'items', label: 'Export items' },
] as const;

/** CSV downloads of the range, streamed by the server, with rows counted as they arrive. */
export function ExportCard({ range }: { range: Range }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (type: (typeof KINDS)[number]['type']) => {
    setRunning(type);
    setProblem(null);
    setProgress({ rows: 0, total: 0 });
    try {
      await downloadExport(type, range, setProgress);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The export failed. Try again.');
    } finally {
      setRunning(null);
    }
  };
  const percent = progress && progress.total > 0 ? Math.round((progress.rows / progress.total) * 100) : 0;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Export
        </Text>
        <Text as="p" tone="subdued">
          {`CSV files of ${range.from} to ${range.to}, for spreadsheets and accounting.`}
        </Text>
        <InlineStack gap="200">
          {KINDS.map((k) => (
            <Button
              key={k.type}
              onClick={() => run(k.type)}
              loading={running === k.type}
              disabled={running !== null}
            >
              {k.label}
            </Button>
          ))}
        </InlineStack>
        {progress && (
          <BlockStack gap="100">
            <ProgressBar progress={percent} size="small" ariaLabelledBy="export-progress" />
            <Text as="p" id="export-progress">
              {running
                ? `Exporting: ${progress.rows.toLocaleString('en')} of ${progress.total.toLocaleString('en')} rows`
                : `Exported ${progress.total.toLocaleString('en')} rows`}
            </Text>
          </BlockStack>
        )}
        {problem && (
          <Text as="p" tone="critical">
            {problem}
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}
