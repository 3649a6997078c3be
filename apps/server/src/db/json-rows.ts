import { getTableColumns, type SQL, sql } from 'drizzle-orm';
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

/**
 * The rows of `table` (aliased `c`) where `where` holds, in `order`, as one JSON array for
 * `rowsFromJson`. Numeric columns are written as text: JSON writes a numeric as a number, which
 * JavaScript reads as a double, losing money's trailing zeros and any digit past 2^53.
 */
export function jsonRowsOf(table: PgTable, where: SQL, order: SQL): SQL<JsonRow[]> {
  const numeric = Object.values(getTableColumns(table)).filter((c) => c.columnType.startsWith('PgNumeric'));
  const row = numeric.length
    ? sql`to_jsonb(c) || jsonb_build_object(${sql.join(
        // Column names are the schema's own, never input.
        numeric.map((c) => sql`${sql.raw(`'${c.name}'`)}, c.${sql.identifier(c.name)}::text`),
        sql`, `,
      )})`
    : sql`to_jsonb(c)`;
  return sql<JsonRow[]>`(select coalesce(json_agg(${row} ${order}), '[]') from ${table} c where ${where})`;
}
