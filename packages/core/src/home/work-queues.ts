import type { DateFilter, ListStatusFilter } from '../contracts/requests-list';
import type { RequestKind } from '../lifecycle/statuses';
import { countLabel } from '../text/count-label';

/** What the home page counts: the merchant's next piece of work on each request. */
export const WORK_QUEUES = [
  'to_approve',
  'to_receive',
  'to_inspect',
  'to_refund',
  'needs_attention',
] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

/**
 * Each queue is a list filter, every date included: the home count and the list behind its link run
 * the same query, so they cannot disagree.
 */
export const WORK_QUEUE_FILTERS: Readonly<
  Record<WorkQueue, { status: ListStatusFilter; dateFilter: DateFilter }>
> = {
  to_approve: { status: 'requested', dateFilter: 'all' },
  to_receive: { status: 'to_receive', dateFilter: 'all' },
  to_inspect: { status: 'received', dateFilter: 'all' },
  to_refund: { status: 'inspected', dateFilter: 'all' },
  needs_attention: { status: 'needs_attention', dateFilter: 'all' },
};

export const WORK_QUEUE_LABELS: Readonly<Record<WorkQueue, string>> = {
  to_approve: 'To approve',
  to_receive: 'To receive',
  to_inspect: 'To inspect',
  to_refund: 'To refund or exchange',
  needs_attention: 'Needs attention',
};

/** The list page a queue count links to, with the queue's filter in the query string. */
export function workQueueLink(queue: WorkQueue, kind: RequestKind): string {
  const { status, dateFilter } = WORK_QUEUE_FILTERS[queue];
  const path = kind === 'return' ? '/admin/returns' : '/admin/exchanges';
  return `${path}?status=${status}&page=1&dateFilter=${dateFilter}`;
}

/** "1 return", "3 exchanges": the lists' own plural, so the home page and a list say the same. */
export function countNoun(n: number, kind: RequestKind): string {
  return countLabel(n, kind);
}
