import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A row as PostgreSQL's `row_to_json` (or `json_agg` over a table's rows) writes it. */
export type JsonRow = Record<string, unknown>;

/**
 * Rows of `table` written as JSON by a sub-select, read as drizzle reads the table's rows: each column by
 * its database name through the column's own mapping (timestamps, bigints, arrays); jsonb arrives parsed.
 * It lets one statement read a parent with its children, where a query per table took a round trip each.
 */
export function rowsFromJson<T extends PgTable>(table: T, rows: JsonRow[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name] ?? null;
          return [
            key,
            value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value),
          ];
        }),
      ) as T['$inferSelect'],
  );
}
