import type { BULK_ACTIONS, BulkActionResponse } from '@roundtrip/core';
import { statusLabel } from '../request-format';

export type BulkAction = (typeof BULK_ACTIONS)[number];

const DONE: Record<BulkAction, string> = {
  approve: 'approved',
  receive: 'marked received',
  archive: 'archived',
  add_tag: 'tagged',
};

type BulkRowOutcome = { id: string; name: string; ok: boolean; message: string };
export type BulkSummary = {
  tone: 'success' | 'warning' | 'critical';
  title: string;
  /** One line per row, failures first, so the merchant sees what still needs doing. */
  rows: BulkRowOutcome[];
};

const plural = (n: number) => (n === 1 ? 'request' : 'requests');

/** What a bulk action did, row by row; `names` maps ids to the names shown in the list. */
export function summarizeBulk(
  action: BulkAction,
  response: BulkActionResponse,
  names: Record<string, string>,
): BulkSummary {
  const { succeeded, failed } = response;
  const total = succeeded + failed;
  const done = DONE[action];
  const title =
    failed === 0
      ? `${succeeded} ${plural(succeeded)} ${done}`
      : succeeded === 0
        ? `No request ${done}: ${failed} of ${total} failed`
        : `${succeeded} of ${total} ${plural(total)} ${done}; ${failed} failed`;
  const rows = response.results.map((r) => {
    const name = names[r.id] ?? r.id;
    if (r.ok)
      return { id: r.id, name, ok: true, message: r.status ? `Now ${statusLabel(r.status)}` : 'Done' };
    const message = r.message || (r.status ? `Still ${statusLabel(r.status)}` : 'Not found');
    return { id: r.id, name, ok: false, message };
  });
  rows.sort((a, b) => Number(a.ok) - Number(b.ok));
  return { tone: failed === 0 ? 'success' : succeeded === 0 ? 'critical' : 'warning', title, rows };
}
