import type { Db, Tx } from '../db/client';

/** pg-boss's `db` option: runs its SQL on our connection (STACK.md: PGlite is one connection). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/**
 * The driver client under a Drizzle database or transaction: the pg Pool, a pool client, the PGlite
 * instance or a PGlite transaction. Inside a transaction this is the transaction's own executor, so a
 * job sent there commits or rolls back with the action that sent it.
 */
function clientOf(dbOrTx: Db | Tx): RawClient {
  const session = (dbOrTx as unknown as { _: { session: { client: RawClient } } })._.session;
  return session.client;
}

export function executorOf(dbOrTx: Db | Tx): SqlExecutor {
  const client = clientOf(dbOrTx);
  return {
    async executeSql(text, values) {
      // pg-boss installs its schema with several statements in one string; PGlite's query() takes one.
      if (client.exec && (!values || values.length === 0)) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
