import { authorization } from '../../lib/http';

const PROGRESS_EVERY_MS = 100;

export type ExportProgress = { rows: number; total: number };

/**
 * Downloads an export while counting its lines, so the page can show progress on large ranges
 * (the server sends the row count first, in `X-Total-Rows`).
 */
export async function downloadExport(
  type: 'requests' | 'refunds' | 'items',
  range: { from: string; to: string },
  onProgress: (p: ExportProgress) => void,
): Promise<void> {
  const res = await fetch(`/api/analytics/v1/export?type=${type}&from=${range.from}&to=${range.to}`, {
    headers: { Authorization: await authorization() },
  });
  if (!res.ok || !res.body) throw new Error(`The export failed (${res.status}). Try again.`);
  const total = Number(res.headers.get('x-total-rows') ?? 0);
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let newlines = 0;
  let shownAt = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(new Uint8Array(value));
    for (const byte of value) if (byte === 10) newlines += 1;
    // The first line is the header; quoted cells may hold line breaks, so this is a floor, capped.
    onProgress({ rows: Math.min(total, Math.max(0, newlines - 1)), total });
    // Chunks already buffered resolve one after another without a pause, and React would show only
    // the last count: a task boundary now and then lets the page draw the progress.
    if (performance.now() - shownAt > PROGRESS_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      shownAt = performance.now();
    }
  }
  onProgress({ rows: total, total });
  const url = URL.createObjectURL(new Blob(chunks, { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${type}-${range.from}-${range.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
